import type { ComponentProps } from 'react';
import { LEAD_PRIORITIES, LEAD_STATUSES } from '../../../../contract/shared/options';
import { staffDisplayName, type StaffMember } from '../../../../contract/staff/staff';
import { titleCase } from '../../../lib/format';
import type { BulkAction } from '../lib/bulk-question';
import type { LeadPriority, LeadStatus } from '../lib/lead-list-params';
import { PickAndApply } from './pick-and-apply';

const UNASSIGNED = 'none';
/** One of the bar's choices, with the bulk action its value makes. */
type Picker = Omit<ComponentProps<typeof PickAndApply>, 'busy' | 'onApply'> & { action: (value: string) => BulkAction };
const titled = (values: readonly string[]) => values.map((value) => ({ value, label: titleCase(value) }));

/** The bulk bar's changes: a new status, a new priority, a staff member to assign (each applied once chosen). */
export function BulkChoices({
  staff,
  busy,
  apply,
}: {
  staff: StaffMember[];
  busy: boolean;
  apply: (action: BulkAction, after?: () => void) => void;
}) {
  const pickers: Picker[] = [
    {
      id: 'bulk-status',
      label: 'New status',
      width: 'w-32',
      options: titled(LEAD_STATUSES),
      actionLabel: 'Change status',
      action: (value) => ({ action: 'status', status: value as LeadStatus }),
    },
    {
      id: 'bulk-priority',
      label: 'New priority',
      width: 'w-32',
      options: titled(LEAD_PRIORITIES),
      actionLabel: 'Change priority',
      action: (value) => ({ action: 'priority', priority: value as LeadPriority }),
    },
    {
      id: 'bulk-assignee',
      label: 'Staff member',
      width: 'w-36',
      options: [
        { value: UNASSIGNED, label: 'Unassigned' },
        ...staff.map((member) => ({ value: String(member.id), label: staffDisplayName(member) })),
      ],
      actionLabel: 'Assign to',
      action: (value) => ({ action: 'assign', assignedTo: value === UNASSIGNED ? null : Number(value) }),
    },
  ];
  return pickers.map(({ action, ...picker }) => (
    <PickAndApply key={picker.id} {...picker} busy={busy} onApply={(value, clear) => apply(action(value), clear)} />
  ));
}
