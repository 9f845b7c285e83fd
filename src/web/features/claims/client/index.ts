// The client's side of the claims feature: the dashboard's "Your claims" and "Your payments" cards.
export { ClientClaimsCard } from './claims-card';
export { ClientPaymentsCard } from './payments-card';
