import { accountEndpoints } from '../../../../contract/accounts/endpoints';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { clientAccountKeys } from './client-accounts-keys';

export async function reverseLedgerEntry(accountId: number, entryId: number, note: string) {
  return (await callApi(accountEndpoints.reverseEntry, { params: { id: accountId, entryId }, body: { note } })).body;
}

/** Corrects a ledger entry with its opposite; entries are never edited or deleted. */
export const useReverseLedgerEntry = (accountId: number) =>
  useChange({
    call: ({ entryId, note }: { entryId: number; note: string }) => reverseLedgerEntry(accountId, entryId, note),
    refresh: clientAccountKeys.all,
    done: () => ({ title: 'Entry Reversed', description: 'A reversing entry was added to the ledger.' }),
    failed: (error) => ({ title: 'Failed to reverse entry', description: serverMessage(error) }),
  });
