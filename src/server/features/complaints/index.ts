export { englandAndWalesCalendar } from './business-days';
export { adminComplaintRoutes, clientComplaintRoutes } from './routes';
export { createComplaints, type ComplaintsService } from './service';
