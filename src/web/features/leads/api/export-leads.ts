import { leadEndpoints } from '../../../../contract/leads/endpoints';
import type { EXPORT_FORMATS } from '../../../../contract/leads/export';
import { downloadEndpoint } from '../../../lib/download-file';
import { useStaffDownload } from '../../../lib/use-staff-download';
import { exportQueryOf, type LeadListParams } from '../lib/lead-list-params';

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportToasts = {
  failed: { title: 'Export Failed', description: 'Could not export leads. Please try again.' },
} as const;

export interface LeadExport {
  params: LeadListParams;
  format: ExportFormat;
  ids?: number[];
}

export function exportLeads({ params, format, ids }: LeadExport): Promise<string> {
  return downloadEndpoint(
    leadEndpoints.exportFile,
    { query: exportQueryOf(params, format, ids) },
    `leads-${new Date().toISOString().slice(0, 10)}.${format}`,
  );
}

/** Downloads the leads the current search and filters select (all pages), or just the given ids. */
export function useExportLeads() {
  return useStaffDownload(exportLeads, exportToasts.failed);
}
