import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { staffDisplayName } from '../../../../contract/staff/staff';
import { ADMIN_ONLY_POWERS, type TeamMember } from '../../../../contract/staff/team';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionsColumn, type Column, QueryTable, timeColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { StatusPill } from '../../../components/ui/status-pill';
import { useCurrentMember } from '../../../lib/current-member';
import { formatDateTime } from '../../../lib/format';
import { useFailedMail, useResendInvitation, useResetTwoFactor, useRetryMail, useTeam, useUpdateMember } from '../api/team';
import { InviteMemberDialog } from './invite-member-dialog';
import { TabSection } from '../../../components/ui/tab-section';

type Pending = { kind: 'deactivate' | 'reset' | 'role'; member: TeamMember } | null;

/** Team (admins only): who works here, their role, two-factor state; invitations; and email that failed. */
export function TeamTab() {
  const team = useTeam();
  const update = useUpdateMember();
  const resetTwoFactor = useResetTwoFactor();
  const resend = useResendInvitation();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const me = useCurrentMember();
  const activeAdmins = (team.data ?? []).filter((member) => member.isAdmin && member.isActive).length;
  // The server refuses to demote or deactivate the last active admin (LAST_ADMIN_MESSAGE): not offered.
  const onlyActiveAdmin = (member: TeamMember) => member.isAdmin && member.isActive && activeAdmins === 1;
  const roleAndAccessButtons = (member: TeamMember) => (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`${member.isAdmin ? 'Make caseworker' : 'Make admin'}: ${staffDisplayName(member)}`}
        disabled={!member.isActive || update.isPending}
        onClick={() => setPending({ kind: 'role', member })}
      >
        {member.isAdmin ? 'Make caseworker' : 'Make admin'}
      </Button>
      {member.isActive ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Deactivate ${staffDisplayName(member)}`}
          onClick={() => setPending({ kind: 'deactivate', member })}
        >
          Deactivate
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Reactivate ${staffDisplayName(member)}`}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: member.id, change: { active: true } })}
        >
          Reactivate
        </Button>
      )}
    </>
  );

  const columns: Column<TeamMember>[] = [
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
    actionsColumn(
      (member) => (
        <span className="inline-flex flex-wrap justify-end gap-2">
          {onlyActiveAdmin(member) ? (
            <span className="text-xs text-slate-600">The only active admin: make another member an admin first</span>
          ) : (
            roleAndAccessButtons(member)
          )}
          {member.isActive && member.invitationPending && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Resend invitation to ${staffDisplayName(member)}`}
              disabled={resend.isPending}
              onClick={() => resend.mutate(member.id)}
            >
              Resend invitation
            </Button>
          )}
          {member.mfaEnabled && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Reset two-factor of ${staffDisplayName(member)}`}
              onClick={() => setPending({ kind: 'reset', member })}
            >
              Reset two-factor
            </Button>
          )}
        </span>
      ),
      { nowrap: false },
    ),
  ];

  const busy = update.isPending || resetTwoFactor.isPending;
  const close = () => setPending(null);
  const confirmation = pending && confirmationOf(pending.kind, pending.member, pending.member.id === me?.id);
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
        busy={busy}
        onConfirm={() => {
          if (!pending) return;
          const { member } = pending;
          if (pending.kind === 'reset') resetTwoFactor.mutate(member.id, { onSettled: close });
          else if (pending.kind === 'role') update.mutate({ id: member.id, change: { isAdmin: !member.isAdmin } }, { onSettled: close });
          else update.mutate({ id: member.id, change: { active: false } }, { onSettled: close });
        }}
      />
    </div>
  );
}

/** What a change to a member asks before it is made: each changes what someone can do at once. */
function confirmationOf(kind: NonNullable<Pending>['kind'], member: TeamMember, isMe: boolean) {
  const name = isMe ? 'You' : staffDisplayName(member);
  const [is, their] = isMe ? ['are', 'Your'] : ['is', 'Their'];
  if (kind === 'reset')
    return {
      title: 'Reset two-factor sign-in',
      message: `${name} will sign in with the password alone until two-factor is set up again.`,
      confirmLabel: 'Reset',
    };
  if (kind === 'deactivate')
    return {
      title: 'Deactivate team member',
      message: `${name} ${is} signed out everywhere at once and cannot sign in until reactivated. ${their} history stays.`,
      confirmLabel: 'Deactivate',
    };
  return member.isAdmin
    ? {
        title: 'Make caseworker',
        message: `${name} will no longer be able to ${ADMIN_ONLY_POWERS}.${isMe ? ' You lose those at once.' : ''}`,
        confirmLabel: 'Make caseworker',
      }
    : {
        title: 'Make admin',
        message: `${name} will be able to do everything: ${ADMIN_ONLY_POWERS}.`,
        confirmLabel: 'Make admin',
      };
}

function FailedMailSection() {
  const failed = useFailedMail();
  const retry = useRetryMail();
  const items = failed.data ?? [];
  type Row = (typeof items)[number];
  const columns: Column<Row>[] = [
    { key: 'to', header: 'To', className: 'break-all', cell: (mail) => mail.toAddress },
    { key: 'subject', header: 'Subject', className: 'min-w-40', cell: (mail) => mail.subject },
    { key: 'error', header: 'Last error', className: 'min-w-40 text-xs text-slate-700', cell: (mail) => mail.lastError ?? '' },
    timeColumn('queued', 'Queued', (mail) => mail.createdAt, formatDateTime),
    actionsColumn((mail) => (
      <Button
        variant="outline"
        size="sm"
        aria-label={`Retry the email to ${mail.toAddress}`}
        disabled={retry.isPending}
        onClick={() => retry.mutate(mail.id)}
      >
        Retry
      </Button>
    )),
  ];
  return (
    <TabSection
      id="failed-mail-heading"
      title="Failed email"
      description="Messages the mail server refused after every attempt. Fix the cause (address, mail settings), then retry."
    >
      <QueryTable label="Failed email" columns={columns} query={failed} items="failed emails" />
    </TabSection>
  );
}
