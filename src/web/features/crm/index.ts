// The CRM feature's public face: the staff CRM sync tab.
export { CrmTab } from './components/crm-tab';
export { useCrmConfigured } from './api/get-crm-status';
