// The accounts feature's public face: client sign-in and session, the portal's cards, the staff payouts and clients tabs.
export { getAuthUser } from './api/fetch-auth-user';
export { AUTH_USER_KEY, useAuthUser } from './api/get-auth-user';
export { useClientSession } from './api/get-client-session';
export { SESSION_ENDED_MESSAGE, SESSION_ENDED_PARAM, SESSION_ENDED_QUERY } from './lib/session-ended';
export { useSignOutClient } from './api/sign-out-client';
export { AccountInfoCard } from './components/account-info-card';
export { AmountCard, FundsTransferredCard } from './components/amount-card';
export { CaseProgressCard } from './components/case-progress-card';
export { ClientLoginForm } from './components/client-login-form';
export { CreateAccountDialog } from './components/create-account-dialog';
export { ImportantNotice } from './components/important-notice';
export { LedgerList } from './components/ledger-list';
export { PayoutCard } from './components/payout-card';
export { PayoutList } from './components/payout-list';
export { PayoutsTab } from './components/payouts-tab';
export { ClientAccountsSection as ClientsTab } from './components/client-accounts-section';
export { CLIENTS_TAB, clientAccountHref } from './lib/client-account-link';
export { RecoveryStatusCard } from './components/recovery-status-card';
