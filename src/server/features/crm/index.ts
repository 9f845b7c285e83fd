export { crmJobs } from './jobs';
export { crmRoutes } from './routes';
export { createCrmService, type CrmService } from './service';
