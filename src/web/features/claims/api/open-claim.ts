import type { CreateClaimInput } from '../../../../contract/claims/claims';
import { claimEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';
import { useChange } from '../../../lib/use-change';
import { staleAfterChange } from './claim-keys';
import { failed } from './server-failure';

/** Opens a claim over some of the account's payments; why it may fail is shown with it in the list. */
export const useOpenClaim = (accountId: number) =>
  useChange({
    call: async (input: CreateClaimInput) => (await callApi(claimEndpoints.open, { params: { id: accountId }, body: input })).body,
    refresh: () => staleAfterChange(accountId),
    done: () => ({ title: 'Claim opened' }),
    failed: failed('Claim not opened'),
  });
