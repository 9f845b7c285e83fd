export { ENGLAND_AND_WALES_BANK_HOLIDAYS } from './business-days';
export { adminComplaintRoutes, clientComplaintRoutes } from './routes';
export { createComplaints, type ComplaintsService } from './service';
