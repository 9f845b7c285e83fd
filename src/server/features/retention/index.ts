export { retentionJobs } from './jobs';
export { createRetention, type Retention, type RetentionSchedule } from './purge';
export { adminRetentionRoutes } from './routes';
