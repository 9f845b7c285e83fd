export { ClaimsTab } from './components/claims-tab';
export { AccountRecoveryWork } from './components/account-recovery-work';
