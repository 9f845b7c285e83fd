import type { ClaimEventInput } from '../../../../contract/claims/claims';
import { claimEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';
import { useChange } from '../../../lib/use-change';
import { staleAfterChange } from './claim-keys';
import { failed } from './server-failure';

/** Records that a claim moved on (filed, information requested, decided, withdrawn). */
export const useRecordClaimEvent = (accountId: number) =>
  useChange({
    call: async ({ claimId, event }: { claimId: number; event: ClaimEventInput }) =>
      (await callApi(claimEndpoints.recordEvent, { params: { id: claimId }, body: event })).body,
    refresh: () => staleAfterChange(accountId),
    done: () => ({ title: 'Claim updated' }),
    failed: failed('Claim not updated'),
  });
