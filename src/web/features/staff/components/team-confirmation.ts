import { staffDisplayName } from '../../../../contract/staff/staff';
import { ADMIN_ONLY_POWERS, type TeamMember } from '../../../../contract/staff/team';

/** A change to a member waiting for its confirmation. */
export type PendingChange = { kind: 'deactivate' | 'reset' | 'role'; member: TeamMember };

/** What a change to a member asks before it is made: each changes what someone can do at once. */
export function confirmationOf(kind: PendingChange['kind'], member: TeamMember, isMe: boolean) {
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
