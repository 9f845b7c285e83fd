import { useState } from 'react';
import { LEAD_PRIORITIES, LEAD_STATUSES } from '../../../../contract/shared/options';
import { staffDisplayName, type StaffMember } from '../../../../contract/staff/staff';
import { titleCase } from '../../../lib/format';
import type { BulkAction } from '../lib/bulk-question';
import type { LeadPriority, LeadStatus } from '../lib/lead-list-params';
import { PickAndApply } from './pick-and-apply';

const UNASSIGNED = 'none';

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
  // The selects offer only the lists' own values ('' until one is chosen).
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const [assignee, setAssignee] = useState('');
  return (
    <>
      <PickAndApply
        id="bulk-status"
        label="New status"
        width="w-32"
        value={status}
        onChange={setStatus}
        options={LEAD_STATUSES.map((value) => ({ value, label: titleCase(value) }))}
        actionLabel="Change status"
        busy={busy}
        onApply={() => apply({ action: 'status', status: status as LeadStatus }, () => setStatus(''))}
      />
      <PickAndApply
        id="bulk-priority"
        label="New priority"
        width="w-32"
        value={priority}
        onChange={setPriority}
        options={LEAD_PRIORITIES.map((value) => ({ value, label: titleCase(value) }))}
        actionLabel="Change priority"
        busy={busy}
        onApply={() => apply({ action: 'priority', priority: priority as LeadPriority }, () => setPriority(''))}
      />
      <PickAndApply
        id="bulk-assignee"
        label="Staff member"
        width="w-36"
        value={assignee}
        onChange={setAssignee}
        options={[
          { value: UNASSIGNED, label: 'Unassigned' },
          ...staff.map((member) => ({ value: String(member.id), label: staffDisplayName(member) })),
        ]}
        actionLabel="Assign to"
        busy={busy}
        onApply={() => apply({ action: 'assign', assignedTo: assignee === UNASSIGNED ? null : Number(assignee) }, () => setAssignee(''))}
      />
    </>
  );
}
