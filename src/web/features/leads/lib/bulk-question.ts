import type { LeadBulkInput } from '../../../../contract/leads/bulk';
import { staffDisplayName, type StaffMember } from '../../../../contract/staff/staff';
import { titleCase } from '../../../lib/format';

/** What the bar acts on: the rows ticked on this page, or every lead matching the list's filter. */
export type BulkTarget = { ids: number[] } | { allMatching: true };

/** A bulk action without its target (the selected ids or the filter, which the bar adds). */
export type BulkAction = LeadBulkInput extends infer A ? (A extends LeadBulkInput ? Omit<A, 'ids' | 'filter'> : never) : never;

const leadsWord = (n: number) => `${n.toLocaleString('en-GB')} lead${n === 1 ? '' : 's'}`;

/** The question asked before an action on many leads, with their exact number. */
export function bulkQuestion(
  action: BulkAction,
  count: number,
  staff: StaffMember[],
  byFilter: boolean,
): { title: string; message: string; confirm: string } {
  const which = byFilter ? `all ${leadsWord(count)} matching this filter` : count === 1 ? 'this lead' : `these ${leadsWord(count)}`;
  switch (action.action) {
    case 'status':
      return { title: 'Change status', message: `Change the status of ${which} to ${titleCase(action.status)}?`, confirm: 'Change status' };
    case 'priority':
      return { title: 'Change priority', message: `Change the priority of ${which} to ${titleCase(action.priority)}?`, confirm: 'Change priority' };
    case 'assign': {
      const member = staff.find((m) => m.id === action.assignedTo);
      const to = member ? staffDisplayName(member) : 'nobody (unassigned)';
      return { title: 'Assign leads', message: `Assign ${which} to ${to}?`, confirm: 'Assign' };
    }
    case 'crmSync':
      return {
        title: 'Send to the partner CRM',
        message: `Queue ${which} for the partner CRM? Only leads that consented to sharing and were not sent before are queued.`,
        confirm: 'Queue for sync',
      };
    case 'delete':
      return {
        title: `Delete ${leadsWord(count)}`,
        message: `Are you sure you want to delete ${which}? This action cannot be undone.`,
        confirm: 'Delete',
      };
  }
}
