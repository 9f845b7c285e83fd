import type { CreateClaimInput } from '../../../../contract/claims/claims';
import { claimEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/api';
import { useChange } from '../../../lib/use-change';
import { staleAfterChange } from './claim-keys';
import { failed } from './server-failure';

/** Opens a claim over some of the account's payments; its warnings are shown with it in the list. */
export const useOpenClaim = (accountId: number) =>
  useChange({
    call: async (input: CreateClaimInput) => (await callApi(claimEndpoints.open, { params: { id: accountId }, body: input })).body,
    refresh: () => staleAfterChange(accountId),
    done: (claim) => ({
      title: 'Claim opened',
      description: claim.warnings.length > 0 ? `It may fail: ${claim.warnings.join(' ')}` : undefined,
    }),
    failed: failed('Claim not opened'),
  });
