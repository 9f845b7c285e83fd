import { CRM_CASE_DETAILS_PREVIEW, type CrmLead } from '../../../../contract/crm/crm';

/** Why a lead cannot be selected for sync, or null when it can. */
export function notSelectableReason(lead: CrmLead): string | null {
  if (!lead.consentToShare) return 'No consent to share';
  if (lead.queued) return 'Already queued';
  if (lead.crmSyncStatus === 'synced') return 'Already synced';
  if (lead.crmSyncStatus === 'duplicate') return 'Already at the partner';
  return null;
}

/** The first 50 characters (the server already sends no more). */
export function previewOf(text: string): string {
  return text.slice(0, CRM_CASE_DETAILS_PREVIEW);
}
