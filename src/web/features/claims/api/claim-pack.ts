import { useQuery } from '@tanstack/react-query';
import type { ClaimPackInput } from '../../../../contract/claims/pack';
import { claimPackEndpoints } from '../../../../contract/claims/pack-endpoints';
import { callApi } from '../../../lib/call-api';
import { downloadEndpoint } from '../../../lib/download-file';
import { useChange } from '../../../lib/use-change';
import { useStaffDownload } from '../../../lib/use-staff-download';
import { failed } from './server-failure';

const packKey = (claimId: number) => [claimPackEndpoints.contents.path, claimId] as const;

/**
 * What the claim's pack holds: its letter paragraph, and the account's documents with those enclosed marked.
 * The client uploads from their own browser, which nothing here hears of: the chooser asks again each time
 * it is opened and each time staff come back to the page.
 */
export function useClaimPack(claimId: number) {
  return useQuery({
    queryKey: packKey(claimId),
    queryFn: async ({ signal }) => (await callApi(claimPackEndpoints.contents, { params: { id: claimId }, signal })).body,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

/** Saves the documents the pack encloses and the letter's paragraph. */
export const useChoosePack = (claimId: number) =>
  useChange({
    call: async (pack: ClaimPackInput) => (await callApi(claimPackEndpoints.choose, { params: { id: claimId }, body: pack })).body,
    refresh: () => [packKey(claimId)],
    done: () => ({ title: 'Evidence pack saved', description: 'Download it as a PDF, or as a ZIP with the documents.' }),
    failed: failed('Evidence pack not saved'),
  });

/** Downloads the pack's PDF, or the ZIP of the PDF and its documents, with the staff token. */
export const useDownloadPack = (claimId: number) =>
  useStaffDownload(
    (format: 'pdf' | 'zip') =>
      downloadEndpoint(
        format === 'pdf' ? claimPackEndpoints.pdf : claimPackEndpoints.zip,
        { params: { id: claimId } },
        `claim-${claimId}-pack.${format}`,
      ),
    { title: 'Download failed', description: 'The evidence pack could not be downloaded.' },
  );
