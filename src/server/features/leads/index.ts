export { leadsJobs } from './jobs';
export { leadsRoutes } from './routes';
export { createLeadsService, type LeadsService } from './service';
