export { complaintsJobs } from './jobs';
export { adminComplaintRoutes, clientComplaintRoutes } from './routes';
export { createComplaints, type ComplaintsService } from './service';
