export { leadsRoutes } from './routes';
export { createLeadsService, type LeadsService } from './service';
