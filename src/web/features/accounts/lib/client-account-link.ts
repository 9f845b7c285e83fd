/** The admin panel's tab of client accounts (its `?tab=`). */
export const CLIENTS_TAB = 'clients';

/** The address that opens one client account in the admin panel's Clients tab. */
export const clientAccountHref = (accountId: number) => `/admin?tab=${CLIENTS_TAB}&account=${accountId}`;
