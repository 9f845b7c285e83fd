// The leads feature's public face: the staff leads tab, its summary, export and the list's URL state.
export { useExportLeads, type ExportFormat } from './api/export-leads';
export { LeadsTab } from './components/leads-tab';
export { SummaryCards } from './components/summary-cards';
export { useLeadListParams, useTabParam } from './lib/lead-list-params';
