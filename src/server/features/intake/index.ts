export { intakeRoutes } from './routes';
export { consentText, createIntakeService, type IntakeService } from './service';
