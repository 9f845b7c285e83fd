export { adminClaimRoutes, clientClaimRoutes } from './routes';
export type { ClaimsContext } from './context';
