// The CRM feature's public face: the staff CRM sync tab, and whether a partner CRM is set up.
export { CrmTab } from './components/crm-tab';
export { useCrmConfigured } from './api/get-crm-status';
export { CRM_NOT_SET_UP_TEXT, waitsForNoPartner } from './lib/not-sent';
