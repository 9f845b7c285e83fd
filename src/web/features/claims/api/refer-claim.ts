import { claimEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';
import { useChange } from '../../../lib/use-change';
import { staleAfterChange } from './claim-keys';
import { failed } from './server-failure';

/** Opens the Financial Ombudsman referral that follows a rejected or partly upheld claim. */
export const useReferClaim = (accountId: number) =>
  useChange({
    call: async (claimId: number) => (await callApi(claimEndpoints.refer, { params: { id: claimId } })).body,
    refresh: () => staleAfterChange(accountId),
    done: () => ({ title: 'Referral to the Ombudsman opened', description: 'It is in the claims list, preparing.' }),
    failed: failed('Referral not opened'),
  });
