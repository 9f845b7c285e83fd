import { clientAccountSchema } from '../../../../contract/accounts/accounts';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';
import { useChange } from '../../../lib/use-change';

export function reverseLedgerEntry(accountId: number, entryId: number, note: string) {
  return apiRequest('POST', `${CLIENT_ACCOUNTS_PATH}/${accountId}/ledger/${entryId}/reverse`, {
    body: { note },
    staff: true,
    schema: clientAccountSchema,
  });
}

/** Corrects a ledger entry with its opposite; entries are never edited or deleted. */
export const useReverseLedgerEntry = (accountId: number) =>
  useChange({
    call: ({ entryId, note }: { entryId: number; note: string }) => reverseLedgerEntry(accountId, entryId, note),
    refresh: clientAccountKeys.all,
    done: () => ({ title: 'Entry Reversed', description: 'A reversing entry was added to the ledger.' }),
    failed: (error) => ({ title: 'Failed to reverse entry', description: serverMessage(error) }),
  });
