import type { CreateClientAccount, RecordRecovery } from '../../../contract/accounts/accounts';
import type { Db } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import type { LeadsService } from '../leads';
import { createOrUpdateAccount } from './create-account';
import { eraseClient } from './erase-client';
import { exportClient } from './export-client';
import { type AccountListQuery, listAccounts } from './list-accounts';
import { clientLedger, ledgerEntries } from './list-ledger';
import { lockAccount, openPayoutCents, readAccount } from './read-account';
import { readOrigin } from './read-origin';
import { recordRecovery } from './record-recovery';
import { refreshBalances } from './refresh-balances';
import { reverseEntry } from './reverse-entry';
import { type AccountChange, readHold, readVulnerability, updateAccount } from './update-account';

export { staffName } from './staff-name';

export interface AccountsOptions {
  casePrefix: string;
  leads: LeadsService;
  /**
   * Emails a new client without a password a link to choose one, quoting `reference` (their case ID and
   * assessment reference); called inside the creating transaction.
   */
  invite: (tx: Db, account: { id: number; email: string; reference: string }) => Promise<void>;
  notifier: Notifier;
  /** A client with no client-visible update for this many days is overdue one. */
  updateDays: number;
}

/** The client accounts, their recovery ledger, a client's export and erasure: each operation is a file of its own. */
export function createAccountsService(db: Db, options: AccountsOptions) {
  const { casePrefix, leads, notifier } = options;
  const getAccountIn = (tx: Db, accountId: number) => readAccount(tx, casePrefix, accountId);
  return {
    getAccount: (accountId: number) => getAccountIn(db, accountId),
    getAccountIn,
    updateDays: options.updateDays,
    originOf: (accountId: number) => readOrigin(db, accountId),
    holdOf: (accountId: number) => readHold(db, accountId),
    vulnerabilityOf: (accountId: number) => readVulnerability(db, accountId),
    lockAccount,
    refreshBalances,
    openPayoutCents,
    listAccounts: (query: AccountListQuery) => listAccounts(db, options, query),
    createOrUpdate: (input: CreateClientAccount, staff: { id: number; isAdmin: boolean }) => createOrUpdateAccount(db, options, input, staff),
    updateAccount: (accountId: number, change: AccountChange, staffId: number) => updateAccount(db, casePrefix, accountId, change, staffId),
    recordRecovery: (accountId: number, input: RecordRecovery, staffId: number) => recordRecovery(db, options, accountId, input, staffId),
    reverseEntry: (accountId: number, entryId: number, note: string, staffId: number) =>
      reverseEntry(db, { casePrefix, notifier }, { accountId, entryId }, note, staffId),
    ledgerEntries: (accountId: number) => ledgerEntries(db, accountId),
    exportPersonalData: (accountId: number, timeline: unknown[]) => exportClient(db, options, accountId, timeline),
    erase: (accountId: number, staffId: number | null) => eraseClient(db, leads, accountId, staffId),
    clientLedger: (accountId: number) => clientLedger(db, accountId),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
