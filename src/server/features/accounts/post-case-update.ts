import { type ClientAccount, fundsRecovered } from '../../../contract/accounts/accounts';
import { FUNDS_NOT_RECORDED_MESSAGE, type PostCaseUpdate, UPDATE_NEEDS_CONTENT_MESSAGE } from '../../../contract/accounts/case-progress';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import type { Notifier } from '../../platform/mail/notifier';
import type { AccountsService } from './accounts-service';
import { recordUpdate } from './case-stage';

/** Posts a dated update on a case, moving it to a new stage when one is given; Funds recovered only with money recorded. */
export async function postCaseUpdate(
  db: Db,
  deps: { accounts: Pick<AccountsService, 'lockAccount' | 'getAccountIn'>; notifier: Notifier },
  accountId: number,
  input: PostCaseUpdate,
  staffId: number,
) {
  return db.transaction(async (tx) => {
    const account = await deps.accounts.lockAccount(tx, accountId);
    const stage = input.stage !== undefined && input.stage !== account.caseStage ? input.stage : null;
    if (!stage && !input.message) throw new HttpError(400, UPDATE_NEEDS_CONTENT_MESSAGE);
    if (stage === 'funds_recovered' && !fundsRecovered(account)) throw new HttpError(409, FUNDS_NOT_RECORDED_MESSAGE);
    const update = await recordUpdate(
      tx,
      deps.notifier,
      account,
      { message: input.message, stage, visibleToClient: input.visibleToClient },
      staffId,
    );
    const refreshed: ClientAccount = await deps.accounts.getAccountIn(tx, accountId);
    return { update, account: refreshed };
  });
}
