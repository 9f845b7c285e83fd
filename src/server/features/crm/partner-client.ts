import type { CRM_SYNC_STATUSES } from '../../../contract/shared/options';
import { CRM_UTM_CONTENT_MAX } from '../../../contract/crm/crm';

export interface PartnerSettings {
  url: string;
  token: string;
  campaign: string;
  timeoutMs: number;
}

export interface LeadForPartner {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  source: string;
  caseDetails: string;
}

/** The partner's affiliate-registration fields, the only fields of a lead the partner CRM receives. */
export function partnerPayload(lead: LeadForPartner, campaign: string) {
  return {
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    utm_campaign: campaign,
    utm_source: 'Website',
    utm_medium: lead.source,
    utm_content: lead.caseDetails.slice(0, CRM_UTM_CONTENT_MAX),
  };
}

export type SendOutcome =
  | { kind: Extract<(typeof CRM_SYNC_STATUSES)[number], 'synced' | 'duplicate'> }
  | { kind: 'retry'; error: string }
  | { kind: 'failed'; error: string };

function mentionsDuplicate(body: string): boolean {
  return /duplicate|already exists|already registered/i.test(body);
}

/**
 * One attempt to register a lead with the partner. Network errors, time-outs, 429 and 5xx are
 * worth another try; the partner saying the lead exists is a duplicate; any other refusal is final.
 */
export async function sendToPartner(settings: PartnerSettings, lead: LeadForPartner): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.token}` },
      body: JSON.stringify(partnerPayload(lead, settings.campaign)),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      kind: 'retry',
      error: timedOut ? `No answer within ${settings.timeoutMs} ms` : `Could not reach the partner: ${(error as Error).message}`,
    };
  }
  const body = (await response.text().catch(() => '')).slice(0, 1000);
  if (response.status === 409 || mentionsDuplicate(body)) return { kind: 'duplicate' };
  if (response.ok) return { kind: 'synced' };
  const error = `Partner answered ${response.status}${body ? `: ${body}` : ''}`;
  if (response.status === 429 || response.status >= 500) return { kind: 'retry', error };
  return { kind: 'failed', error };
}
