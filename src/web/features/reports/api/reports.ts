import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReportEndpoint, reportEndpoints } from '../../../../contract/reports/endpoints';
import { type ReportName, reportFileName } from '../../../../contract/reports/reports';
import { callApi } from '../../../lib/call-api';
import { downloadEndpoint } from '../../../lib/download-file';
import { useStaffDownload } from '../../../lib/use-staff-download';

type Period = { from: string; to: string };

/** A report over a period, counted by the server when asked; the one shown stays until the next arrives. */
export function useReport<R extends ReportName>(report: R, period: Period, enabled: boolean) {
  const endpoint: ReportEndpoint<R> = reportEndpoints[report];
  return useQuery({
    queryKey: [endpoint.path, period.from, period.to],
    queryFn: async ({ signal }) => (await callApi(endpoint, { query: { ...period, format: 'json', table: 'rows' }, signal })).body,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Downloads a report's CSV (or the claims report's counterparties) under the server's file name. */
export function useDownloadReport() {
  return useStaffDownload(
    ({ report, period, table = 'rows' }: { report: ReportName; period: Period; table?: 'rows' | 'counterparties' }) =>
      downloadEndpoint(reportEndpoints[report], { query: { ...period, format: 'csv', table } }, reportFileName(report, period, table)),
    { title: 'Download failed' },
  );
}
