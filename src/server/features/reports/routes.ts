import type { FastifyInstance, FastifyReply } from 'fastify';
import { REPORT_CSV_CONTENT_TYPE, reportEndpoints } from '../../../contract/reports/endpoints';
import { REPORTS, reportFileName } from '../../../contract/reports/reports';
import { implement } from '../../platform/endpoints';
import { reportColumns, reportCsv } from './report-csv';
import type { ReportsService } from './service';

/** The five reports (admins; the role comes from each endpoint); registered inside the guarded admin scope. */
export async function adminReportRoutes(app: FastifyInstance, options: { reports: ReportsService }) {
  for (const report of REPORTS) {
    implement(app, reportEndpoints[report], async (request, reply) => {
      const { query } = request;
      const result = await options.reports.run(report, query);
      reply.header('cache-control', 'no-store');
      if (query.format === 'json') return result;
      const rows = report === 'claims' && query.table === 'counterparties' && 'counterparties' in result ? result.counterparties : result.rows;
      // The CSV is the same rows as text: not the JSON reply the endpoint's schema types.
      return (reply as FastifyReply)
        .type(REPORT_CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${reportFileName(report, query, query.table)}"`)
        .send(reportCsv(rows, reportColumns(report, query.table)));
    });
  }
}
