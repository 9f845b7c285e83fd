export { intakeRoutes } from './routes';
export { consentText } from './consent';
export { createIntakeService, type IntakeService } from './service';
export { adminContactRoutes } from './contact-admin-routes';
export { createContactMessages, type ContactMessages } from './contact-messages';
