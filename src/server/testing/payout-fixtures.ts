import { payoutEndpoints } from '../../contract/accounts/payout-endpoints';
import type { BodyOf } from '../../contract/shared/endpoint';
import { callApi, type EndpointResponse, unchecked } from './http';

/** Payout requests as the client makes them and as staff move them. */

/** The client asks for a payout of their whole available balance (a bank transfer unless `body` says otherwise). */
export function requestPayout(
  baseUrl: string,
  client: { cookie: string; accountId: number },
  body: Omit<BodyOf<typeof payoutEndpoints.request>, 'clientAccountId'> = { withdrawalMethod: 'bank' },
): Promise<EndpointResponse<typeof payoutEndpoints.request>> {
  return callApi(baseUrl, payoutEndpoints.request, { cookie: client.cookie, body: { clientAccountId: client.accountId, ...body } });
}

/** The reason the fixtures give the client when they reject something. */
export const REJECTION_REASON = 'The wallet is not in your name; please request again to a wallet you own.';

/** The reference the fixtures record when they complete a payout. */
export const PAYMENT_REFERENCE = 'FPS-20261120-0001';

/** Staff move a payout request to `status` (with notes or other fields in `extra`); any status is sent, to see an unknown one refused. */
export function movePayout(
  baseUrl: string,
  staffToken: string,
  id: number,
  status: string,
  extra: Partial<BodyOf<typeof payoutEndpoints.update>> = {},
): Promise<EndpointResponse<typeof payoutEndpoints.update>> {
  // A rejection carries its reason for the client, and completing the transfer's reference, as the panel sends them.
  const reason = status === 'rejected' ? { reason: REJECTION_REASON } : status === 'completed' ? { paymentReference: PAYMENT_REFERENCE } : {};
  return callApi(baseUrl, payoutEndpoints.update, { params: { id }, token: staffToken, body: unchecked({ status, ...reason, ...extra }) });
}

export const VALID_WALLETS = {
  BTC_LEGACY: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  BTC_P2SH: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  BTC_BECH32: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ETH: '0x52908400098527886E0F7030069857D2E4169EE7',
  USDT_TRC20: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
} as const;
