export { runDailyDeadlines } from './daily-deadlines';
export { claimsJobs } from './jobs';
export { adminClaimRoutes, clientClaimRoutes } from './routes';
export type { ClaimsContext } from './context';
export { claimDecisionsInPeriod, type ClaimDecisions } from './count-decisions';
