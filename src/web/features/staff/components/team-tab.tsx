import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { staffDisplayName } from '../../../../contract/staff/staff';
import type { TeamMember } from '../../../../contract/staff/team';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionsColumn, type Column, QueryTable, timeColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { StatusPill } from '../../../components/ui/status-pill';
import { TabSection } from '../../../components/ui/tab-section';
import { useCurrentMember } from '../../../lib/current-member';
import { formatDateTime } from '../../../lib/format';
import { useResendInvitation, useResetTwoFactor, useTeam, useUpdateMember } from '../api/team';
import { FailedMailSection } from './failed-mail-section';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberActions } from './member-actions';
import { confirmationOf, type PendingChange } from './team-confirmation';

const memberColumns: Column<TeamMember>[] = [
  {
    key: 'name',
    header: 'Name',
    className: 'min-w-32',
    cell: (member) => (
      <>
        <span className="block font-semibold text-navy-900">{staffDisplayName(member)}</span>
        <span className="block text-xs break-all text-slate-600">{member.email}</span>
      </>
    ),
  },
  {
    key: 'role',
    header: 'Role',
    cell: (member) => <StatusPill tone={member.isAdmin ? 'info' : 'neutral'}>{member.isAdmin ? 'Admin' : 'Caseworker'}</StatusPill>,
  },
  {
    key: 'state',
    header: 'State',
    className: 'whitespace-nowrap',
    cell: (member) =>
      !member.isActive ? (
        <StatusPill tone="muted">Deactivated</StatusPill>
      ) : member.invitationPending ? (
        <StatusPill tone="warning">Invited</StatusPill>
      ) : (
        <StatusPill tone="success">Active</StatusPill>
      ),
  },
  { key: 'mfa', header: 'Two-factor', cell: (member) => (member.mfaEnabled ? 'On' : 'Off') },
  timeColumn('since', 'Since', (member) => member.createdAt, formatDateTime),
];

/** Team (admins only): who works here, their role, two-factor state; invitations; and email that failed. */
export function TeamTab() {
  const team = useTeam();
  const update = useUpdateMember();
  const resetTwoFactor = useResetTwoFactor();
  const resend = useResendInvitation();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const me = useCurrentMember();
  const activeAdmins = (team.data ?? []).filter((member) => member.isAdmin && member.isActive).length;
  const columns: Column<TeamMember>[] = [
    ...memberColumns,
    actionsColumn(
      (member) => (
        <MemberActions
          member={member}
          onlyActiveAdmin={member.isAdmin && member.isActive && activeAdmins === 1}
          update={update}
          resend={resend}
          confirm={setPending}
        />
      ),
      { nowrap: false },
    ),
  ];

  const close = () => setPending(null);
  const confirmation = pending && confirmationOf(pending.kind, pending.member, pending.member.id === me?.id);
  const confirm = () => {
    if (!pending) return;
    const { member } = pending;
    if (pending.kind === 'reset') resetTwoFactor.mutate(member.id, { onSettled: close });
    else if (pending.kind === 'role') update.mutate({ id: member.id, change: { isAdmin: !member.isAdmin } }, { onSettled: close });
    else update.mutate({ id: member.id, change: { active: false } }, { onSettled: close });
  };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <TabSection
        id="team-heading"
        title="Team"
        description="Admins do everything; caseworkers work leads, chat, documents and client accounts."
        actions={
          <Button size="sm" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            Invite member
          </Button>
        }
      >
        <QueryTable label="Team members" columns={columns} query={team} items="team members" />
      </TabSection>
      <FailedMailSection />
      <Dialog open={inviting} onOpenChange={setInviting}>
        {inviting && <InviteMemberDialog onDone={() => setInviting(false)} />}
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && close()}
        title={confirmation?.title ?? ''}
        message={confirmation?.message ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        busy={update.isPending || resetTwoFactor.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
