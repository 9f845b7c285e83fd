export { staffRoutes, staffSignInRoutes } from './routes';
export { createStaffService, type StaffService } from './service';
export { teamRoutes } from './team-routes';
export { createTeamService, type TeamService } from './team-service';
export { landingRoutes } from './landing-routes';
export { createLandingService, type LandingService } from './landing-service';
export { profileRoutes } from './profile-routes';
export { mfaRoutes } from './mfa-routes';
