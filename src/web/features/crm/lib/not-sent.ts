import type { CrmLead } from '../../../../contract/crm/crm';

/** What a consenting lead waiting to be sent is when no partner CRM is set up: not "Pending", since nothing will send it. */
export const CRM_NOT_SET_UP_TEXT = 'Not sent: no partner CRM is set up';

/** A consenting lead that would be waiting to be sent, while no partner CRM is set up to take it. */
export function waitsForNoPartner(lead: Pick<CrmLead, 'consentToShare' | 'crmSyncStatus'>, configured: boolean): boolean {
  return !configured && lead.consentToShare && lead.crmSyncStatus === 'pending';
}
