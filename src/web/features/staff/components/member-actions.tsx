import { staffDisplayName } from '../../../../contract/staff/staff';
import type { TeamMember } from '../../../../contract/staff/team';
import { Button } from '../../../components/ui/button';
import type { useResendInvitation, useUpdateMember } from '../api/team';
import type { PendingChange } from './team-confirmation';

interface MemberActionsProps {
  member: TeamMember;
  /** The only active admin: the server refuses to demote or deactivate them (LAST_ADMIN_MESSAGE), so it is not offered. */
  onlyActiveAdmin: boolean;
  update: ReturnType<typeof useUpdateMember>;
  resend: ReturnType<typeof useResendInvitation>;
  /** Asks to confirm a change before it is made. */
  confirm: (change: PendingChange) => void;
}

/** A team member's buttons: role, deactivate or reactivate, resend the invitation, reset two-factor. */
export function MemberActions({ member, onlyActiveAdmin, update, resend, confirm }: MemberActionsProps) {
  const name = staffDisplayName(member);
  return (
    <span className="inline-flex flex-wrap justify-end gap-2">
      {onlyActiveAdmin ? (
        <span className="text-xs text-slate-600">The only active admin: make another member an admin first</span>
      ) : (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={`${member.isAdmin ? 'Make caseworker' : 'Make admin'}: ${name}`}
            disabled={!member.isActive || update.isPending}
            onClick={() => confirm({ kind: 'role', member })}
          >
            {member.isAdmin ? 'Make caseworker' : 'Make admin'}
          </Button>
          {member.isActive ? (
            <Button variant="outline" size="sm" aria-label={`Deactivate ${name}`} onClick={() => confirm({ kind: 'deactivate', member })}>
              Deactivate
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Reactivate ${name}`}
              disabled={update.isPending}
              onClick={() => update.mutate({ id: member.id, change: { active: true } })}
            >
              Reactivate
            </Button>
          )}
        </>
      )}
      {member.isActive && member.invitationPending && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Resend invitation to ${name}`}
          disabled={resend.isPending}
          onClick={() => resend.mutate(member.id)}
        >
          Resend invitation
        </Button>
      )}
      {member.mfaEnabled && (
        <Button variant="outline" size="sm" aria-label={`Reset two-factor of ${name}`} onClick={() => confirm({ kind: 'reset', member })}>
          Reset two-factor
        </Button>
      )}
    </span>
  );
}
