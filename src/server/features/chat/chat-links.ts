import { and, eq, isNull, sql } from 'drizzle-orm';
import { CHAT_LINK_DAYS, CHAT_LINK_FRAGMENT } from '../../../contract/chat/messages';
import { hashToken, newSecretToken } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/client';
import { oneTimeTokens } from '../../platform/db/schema';

// A visitor's chat link is a one-time token of its own purpose, its subject the room (one_time_tokens).
const PURPOSE = 'chat_link';
const SUBJECT = 'chat_room';

/** The page a 'reply is waiting' email links to: any page of the site opens the chat; the token rides in the fragment. */
export const chatLinkPath = (token: string) => `/#${CHAT_LINK_FRAGMENT}${token}`;

/**
 * A new link to `roomId`, valid once for CHAT_LINK_DAYS; the room's earlier unused links stop working
 * (only the latest email's counts). Call it in the transaction that queues the email carrying it.
 */
export async function issueChatLink(tx: Db, roomId: number): Promise<string> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.subjectKind, SUBJECT),
        eq(oneTimeTokens.subjectId, roomId),
        eq(oneTimeTokens.purpose, PURPOSE),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  const token = newSecretToken();
  await tx.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose: PURPOSE,
    subjectKind: SUBJECT,
    subjectId: roomId,
    expiresAt: sql`now() + make_interval(days => ${CHAT_LINK_DAYS})`,
  });
  return token;
}

/** Uses a chat link up: its room's id if it was live (unused, unexpired), else null. Two uses at once: one wins. */
export async function consumeChatLink(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, PURPOSE),
        eq(oneTimeTokens.subjectKind, SUBJECT),
        isNull(oneTimeTokens.usedAt),
        sql`${oneTimeTokens.expiresAt} > now()`,
      ),
    )
    .returning({ roomId: oneTimeTokens.subjectId });
  return row?.roomId ?? null;
}
