import { claimEndpoints, paymentEndpoints } from '../../../../contract/claims/endpoints';

/** The queues' keys: every change to a payment or claim reloads them. */
export const queueKeys = [[claimEndpoints.list.path], [claimEndpoints.queueCounts.path]] as const;

/** One account's recovery work: its payments, the routes advised for them and its claims. */
export const accountKeys = (accountId: number) =>
  [
    [paymentEndpoints.listForAccount.path, accountId],
    [claimEndpoints.routes.path, accountId],
    [claimEndpoints.listForAccount.path, accountId],
    // Any of its claims in full (the key of one is followed by its id).
    [claimEndpoints.read.path],
  ] as const;

/** What a change to an account's payments or claims makes stale. */
export const staleAfterChange = (accountId: number) => [...accountKeys(accountId), ...queueKeys];
