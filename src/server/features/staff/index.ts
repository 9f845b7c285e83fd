export { staffRoutes, staffSignInRoutes } from './routes';
export { createStaffService, type StaffService } from './service';
