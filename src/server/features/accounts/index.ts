export { adminAccountRoutes, clientAccountRoutes, clientAuthUser, clientSignInRoutes, endClientSession } from './accounts-routes';
export { clientSecurityRoutes } from './client-security-routes';
export { createAccountsService, type AccountsService } from './accounts-service';
export { adminPayoutRoutes, clientPayoutRoutes } from './payouts-routes';
export { createPayoutsService, type PayoutsService } from './payouts-service';
export { createCaseProgress, type CaseProgress } from './case-progress-service';
export { recordUpdate } from './case-stage';
export { clientsRecoveredFor, type Period, recoveredInPeriod } from './sum-recovered';
