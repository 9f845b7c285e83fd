export { adminReportRoutes } from './routes';
export { createReports, type ReportsService } from './service';
