import type { StaffTokens } from '../../platform/auth/staff-tokens';
import type { Connection, SocketRegistry } from './socket-registry';

/** The channel on which ended sign-ins are announced to every instance (a client's also by migration 0037's trigger). */
export const SESSIONS_CHANNEL = 'recourse_sessions';

/**
 * A staff member's sign-ins were revoked, or a client's session ended; 0 and null: anyone's (check every
 * socket). `revokedUserId` is how earlier instances (and src/server/app.ts until it says
 * `revokedStaffId`) announce a staff revocation: it means the same.
 */
export type EndedSignIn = { revokedStaffId: number } | { revokedUserId: number } | { clientAccountId: number | null };

/** The announcement of a staff member's revoked sign-ins, as SESSIONS_CHANNEL carries it. */
export const staffSignInsEnded = (staffId: number): string => JSON.stringify({ revokedStaffId: staffId } satisfies EndedSignIn);

/** Checks the sockets again after a sign-in ended: one whose sign-in no longer works is closed (4401). */
export function createRechecks(staffTokens: StaffTokens, registry: SocketRegistry) {
  /** Closes the staff sockets whose token no longer works (signed out, expired, member deactivated). */
  async function recheckStaff(): Promise<void> {
    await Promise.all(
      [...registry.staff].map(async (c) => {
        if (!c.token) return;
        const member = await staffTokens.verify(c.token, { use: false }).catch(() => undefined);
        if (member === null) c.socket.close(4401, 'Staff sign-in required');
      }),
    );
  }

  /** Closes a socket in a client's room (of `accountId`, or any client's for null) whose client session has ended. */
  async function recheckClient(c: Connection, accountId: number | null): Promise<void> {
    if (c.clientRoom === null || (accountId !== null && c.clientRoom !== accountId)) return;
    const signedIn = await c.signedInClient().catch(() => undefined);
    if (signedIn !== undefined && signedIn !== c.clientRoom) c.socket.close(4401, 'Client sign-in required');
  }

  return {
    recheckStaff,
    recheckClient,
    recheck(ended: EndedSignIn): Promise<void> {
      if (!('clientAccountId' in ended)) return recheckStaff();
      return Promise.all([...registry.connections].map((c) => recheckClient(c, ended.clientAccountId))).then(() => {});
    },
  };
}
