import { CASE_STAGE_LABELS, type ClientTimelineEvent } from '../../../../contract/accounts/case-progress';
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '../../../../contract/accounts/payouts';
import { formatMoney } from '../../../../contract/shared/money';

const money = (event: ClientTimelineEvent) => (event.amount && event.currency ? formatMoney(event.amount, event.currency) : '');

const DOCUMENT_OUTCOME: Record<string, string> = { approved: 'accepted', rejected: 'not accepted', pending: 'back to review' };

/** What one event of a case says, in the words its reader sees: a title and, when there is one, a detail line. */
export function describeEvent(event: ClientTimelineEvent): { title: string; detail: string | null } {
  switch (event.kind) {
    case 'update':
      if (event.stage) {
        const stage = CASE_STAGE_LABELS[event.stage];
        return { title: event.previousStage === 'closed' ? `Case reopened: ${stage}` : `Stage: ${stage}`, detail: event.text || null };
      }
      return { title: 'Update', detail: event.text };
    case 'ledger':
      return {
        title: event.status === 'reversed' ? `Recorded recovery corrected: ${money(event)}` : `Money recovered: ${money(event)}`,
        detail: event.reference ? `Reference: ${event.reference}` : null,
      };
    case 'payout_requested':
      return { title: `Payout requested: ${money(event)}`, detail: null };
    case 'payout_reviewed':
      // Payout words, never a trading platform's "withdrawal".
      if (event.status === 'completed') {
        return { title: `Paid to you: ${money(event)}`, detail: event.reference ? `Payment reference: ${event.reference}` : null };
      }
      return {
        title: `${event.status === 'processing' ? 'Payout being processed' : `Payout ${(PAYOUT_STATUS_LABELS[event.status as PayoutStatus] ?? event.status ?? '').toLowerCase()}`}: ${money(event)}`,
        detail: event.reason ? `Reason: ${event.reason}` : null,
      };
    case 'document_requested':
      return { title: `Document requested: ${event.text ?? ''}`, detail: null };
    case 'document_uploaded':
      return { title: `Document uploaded: ${event.text ?? ''}`, detail: null };
    case 'document_reviewed':
      return {
        title: `Document ${DOCUMENT_OUTCOME[event.status ?? ''] ?? 'reviewed'}: ${event.text ?? ''}`,
        detail: event.reason ? `Reason: ${event.reason}` : null,
      };
  }
}
