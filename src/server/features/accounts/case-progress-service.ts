import type { ClientTimelineEvent, PostCaseUpdate, TimelineEvent } from '../../../contract/accounts/case-progress';
import type { Db } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import type { AccountsService } from './accounts-service';
import { postCaseUpdate } from './post-case-update';
import { type TimelineRow, timelineRows, toClientEvent, toEvent } from './read-timeline';

export interface CaseProgressOptions {
  accounts: AccountsService;
  notifier: Notifier;
}

/** A case's stage, the updates staff post on it, and its timeline. */
export function createCaseProgress(db: Db, options: CaseProgressOptions) {
  const { accounts, notifier } = options;
  async function rows(accountId: number): Promise<TimelineRow[]> {
    await accounts.getAccount(accountId);
    return timelineRows(db, accountId);
  }

  return {
    postUpdate: (accountId: number, input: PostCaseUpdate, staffId: number) =>
      postCaseUpdate(db, { accounts, notifier }, accountId, input, staffId),

    async timeline(accountId: number): Promise<TimelineEvent[]> {
      return (await rows(accountId)).map(toEvent);
    },

    /** The client's own timeline, newest first. */
    async clientTimeline(accountId: number): Promise<ClientTimelineEvent[]> {
      return (await rows(accountId))
        .map(toClientEvent)
        .filter((event): event is ClientTimelineEvent => event !== null)
        .reverse()
        .sort((a, b) => b.at.localeCompare(a.at));
    },
  };
}

export type CaseProgress = ReturnType<typeof createCaseProgress>;
