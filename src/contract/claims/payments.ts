import { z } from 'zod';
import { calendarDate, optionalText } from '../shared/fields';
import { formatMoney, MAX_CENTS, normaliseMoney, toCents } from '../shared/money';
import { ACCOUNT_CURRENCIES, labelledValues, isOneOf } from '../shared/options';

/** How the victim paid: the routes open to a payment depend on it. */
export const { values: PAYMENT_METHODS, labels: PAYMENT_METHOD_LABELS } = labelledValues({
  faster_payment: 'UK bank transfer (Faster Payment)',
  chaps: 'CHAPS transfer',
  international_transfer: 'International transfer',
  debit_card: 'Debit card',
  credit_card: 'Credit card',
  crypto_transfer: 'Crypto transfer',
  e_money: 'E-money (PayPal and similar)',
  gift_card: 'Gift card',
  cash: 'Cash',
  cheque: 'Cheque',
  other: 'Other',
});
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDT'] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];
/** What a payment can be recorded in: the account currencies and the coins scams are paid in. */
export const PAYMENT_CURRENCIES = [...ACCOUNT_CURRENCIES, ...CRYPTO_CURRENCIES] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
export const isCryptoCurrency = isOneOf(CRYPTO_CURRENCIES);

/** Decimals kept: coins are divisible to the satoshi (8), money to the penny (2). */
export const amountDecimals = (currency: string): number => (isCryptoCurrency(currency) ? 8 : 2);
/** Whole digits allowed: money as the ledger's numeric(10,2), coins as numeric(18,8). */
const amountWholeDigits = (currency: string): number => (isCryptoCurrency(currency) ? 10 : 8);

/** Reported by the client or staff; confirmed once the evidence (a statement, the chain) shows it. */
const paymentStatuses = labelledValues({ reported: 'Reported', confirmed: 'Confirmed' });
export const PAYMENT_STATUSES = paymentStatuses.values;
export const PAYMENT_STATUS_LABELS = paymentStatuses.labels;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Blockchains whose addresses and transactions we recognise, and the coins that travel on each. */
export type Network = 'bitcoin' | 'ethereum' | 'tron';
const NETWORKS_OF: Record<CryptoCurrency, Network[]> = { BTC: ['bitcoin'], ETH: ['ethereum'], USDT: ['ethereum', 'tron'] };
export const NETWORK_LABELS: Record<Network, string> = { bitcoin: 'Bitcoin', ethereum: 'Ethereum', tron: 'TRON' };

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const ADDRESS_SHAPES: Record<Network, RegExp[]> = {
  // P2PKH (1…) and P2SH (3…) in base58; SegWit and Taproot (bc1…) in bech32, one case throughout.
  bitcoin: [new RegExp(`^[13]${BASE58}{25,34}$`), /^bc1[ac-hj-np-z02-9]{11,71}$/, /^BC1[AC-HJ-NP-Z02-9]{11,71}$/],
  ethereum: [/^0x[0-9a-fA-F]{40}$/],
  tron: [new RegExp(`^T${BASE58}{33}$`)],
};
const HASH_SHAPES: Record<Network, RegExp> = {
  bitcoin: /^[0-9a-fA-F]{64}$/,
  ethereum: /^0x[0-9a-fA-F]{64}$/,
  tron: /^[0-9a-fA-F]{64}$/,
};

/**
 * The networks `address` has the shape of (among those `currency` travels on, when it is a coin). Shape
 * only: checksums are not verified, so a mistyped address of the right shape passes.
 */
export function addressNetworks(address: string, currency?: string): Network[] {
  const candidates = currency && isCryptoCurrency(currency) ? NETWORKS_OF[currency] : (Object.keys(ADDRESS_SHAPES) as Network[]);
  return candidates.filter((network) => ADDRESS_SHAPES[network].some((shape) => shape.test(address)));
}

/** The networks `hash` has the shape of a transaction of, among those `currency` travels on. */
export function transactionNetworks(hash: string, currency: string): Network[] {
  if (!isCryptoCurrency(currency)) return [];
  return NETWORKS_OF[currency].filter((network) => HASH_SHAPES[network].test(hash));
}

const EXPLORERS: Record<Network, { address: (value: string) => string; transaction: (value: string) => string }> = {
  bitcoin: {
    address: (a) => `https://mempool.space/address/${a}`,
    transaction: (h) => `https://mempool.space/tx/${h}`,
  },
  ethereum: {
    address: (a) => `https://etherscan.io/address/${a}`,
    transaction: (h) => `https://etherscan.io/tx/${h}`,
  },
  tron: {
    address: (a) => `https://tronscan.org/#/address/${a}`,
    transaction: (h) => `https://tronscan.org/#/transaction/${h}`,
  },
};

/**
 * A public block explorer's page for a wallet address or a transaction hash, or null when its shape names
 * no one network (a 64-hex hash of USDT could be TRON's only; of an unknown coin, nobody's). Only values of
 * a recognised shape are put in a link, so nothing else reaches the URL.
 */
export function explorerLink(kind: 'address' | 'transaction', value: string, currency?: string): string | null {
  const trimmed = value.trim();
  const networks = kind === 'address' ? addressNetworks(trimmed, currency) : transactionNetworks(trimmed, currency ?? '');
  const network = networks.length === 1 ? networks[0] : undefined;
  return network ? EXPLORERS[network][kind](trimmed) : null;
}

/** A coin amount as numeric(18,8) gives it back: eight decimals. */
function normaliseCoins(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${String(BigInt(whole))}.${fraction.padEnd(8, '0')}`;
}

/** An amount in `currency`'s own form: "1250.5" GBP -> "1250.50", "0.5" BTC -> "0.50000000". */
export function normaliseAmount(value: string, currency: string): string {
  return isCryptoCurrency(currency) ? normaliseCoins(value) : normaliseMoney(value);
}

/** Why `value` is not an amount of `currency`, or null when it is one. */
export function amountProblem(value: string, currency: string): string | null {
  const decimals = amountDecimals(currency);
  if (!new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(value)) {
    return `The amount must be a number with at most ${decimals} decimals for ${currency}`;
  }
  const whole = value.split('.')[0] ?? '';
  if (whole.replace(/^0+(?=\d)/, '').length > amountWholeDigits(currency) || (!isCryptoCurrency(currency) && toCents(value) > MAX_CENTS)) {
    return isCryptoCurrency(currency)
      ? `Amounts above 9,999,999,999 ${currency} cannot be recorded`
      : 'Amounts above 99,999,999.99 cannot be recorded';
  }
  if (/^[0.]+$/.test(value)) return 'The amount must be above zero';
  return null;
}

export const PAID_AT_MESSAGE = 'The date paid must be a date (YYYY-MM-DD)';
/** The server refuses a date paid after today (London), by its own clock. */
export const PAID_AT_IN_FUTURE_MESSAGE = 'The date paid cannot be after today';
export const CRYPTO_TRANSFER_CURRENCY_MESSAGE = 'A crypto transfer is recorded in the coin sent: BTC, ETH or USDT';
export const walletAddressMessage = (currency: string) =>
  isCryptoCurrency(currency)
    ? `This is not the shape of a ${currency} wallet address (${NETWORKS_OF[currency].map((n) => NETWORK_LABELS[n]).join(' or ')})`
    : 'This is not the shape of a Bitcoin, Ethereum or TRON wallet address';
export const transactionHashMessage = (currency: string) =>
  currency === 'BTC'
    ? 'For a crypto transfer the reference is its transaction hash: 64 hexadecimal characters for Bitcoin'
    : currency === 'ETH'
      ? 'For a crypto transfer the reference is its transaction hash: 0x and 64 hexadecimal characters for Ethereum'
      : 'For a crypto transfer the reference is its transaction hash: 0x and 64 hexadecimal characters on Ethereum, 64 on TRON';
export const NETWORK_MISMATCH_MESSAGE = 'The wallet address and the transaction hash are of different networks';
export const MAX_PAYMENT_DOCUMENTS = 50;

const paymentFields = z.object({
  paidAt: calendarDate(PAID_AT_MESSAGE),
  amount: z.union([z.string(), z.number()], { error: 'The amount is required' }).transform((v) => String(v).trim()),
  currency: z.enum(PAYMENT_CURRENCIES, { error: `Currency must be one of ${PAYMENT_CURRENCIES.join(', ')}` }),
  method: z.enum(PAYMENT_METHODS, { error: 'Unknown payment method' }),
  payerInstitution: z
    .string({ error: 'Say which bank or provider the payment was made from' })
    .trim()
    .min(1, 'Say which bank or provider the payment was made from')
    .max(200, 'The paying bank or provider must be 200 characters or less'),
  payee: optionalText('The payee', 300),
  walletAddress: optionalText('The wallet address', 200),
  reference: optionalText('The reference', 200),
  note: optionalText('The note', 2000),
  documentIds: z
    .array(z.number({ error: 'Unknown document' }).int('Unknown document').positive('Unknown document').max(2_147_483_647, 'Unknown document'), {
      error: 'documentIds must be a list of document ids',
    })
    .max(MAX_PAYMENT_DOCUMENTS, `At most ${MAX_PAYMENT_DOCUMENTS} documents a payment`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
type PaymentFields = z.output<typeof paymentFields>;

function checkPayment(v: PaymentFields, ctx: z.RefinementCtx): void {
  const amount = amountProblem(v.amount, v.currency);
  if (amount) ctx.addIssue({ code: 'custom', message: amount, path: ['amount'] });
  if (v.method === 'crypto_transfer' && !isCryptoCurrency(v.currency)) {
    ctx.addIssue({ code: 'custom', message: CRYPTO_TRANSFER_CURRENCY_MESSAGE, path: ['currency'] });
  }
  const addressOn = v.walletAddress ? addressNetworks(v.walletAddress, v.currency) : null;
  if (addressOn?.length === 0) ctx.addIssue({ code: 'custom', message: walletAddressMessage(v.currency), path: ['walletAddress'] });
  const hashOn = v.method === 'crypto_transfer' && v.reference ? transactionNetworks(v.reference, v.currency) : null;
  if (hashOn?.length === 0 && isCryptoCurrency(v.currency)) {
    ctx.addIssue({ code: 'custom', message: transactionHashMessage(v.currency), path: ['reference'] });
  }
  if (addressOn?.length && hashOn?.length && !addressOn.some((network) => hashOn.includes(network))) {
    ctx.addIssue({ code: 'custom', message: NETWORK_MISMATCH_MESSAGE, path: ['reference'] });
  }
}

const normalisePayment = <T extends PaymentFields>(v: T): T => ({
  ...v,
  amount: normaliseAmount(v.amount, v.currency),
  // Hex is the same in either case; bech32 addresses are one case, kept lower. Base58 and Ethereum's checksummed case stay.
  walletAddress: v.walletAddress && /^bc1/i.test(v.walletAddress) ? v.walletAddress.toLowerCase() : v.walletAddress,
  reference: v.method === 'crypto_transfer' && v.reference ? v.reference.toLowerCase() : v.reference,
});

/** POST /api/admin/client-accounts/:id/payments: one payment the victim made to the scam. */
export const createPaymentSchema = paymentFields.superRefine(checkPayment).transform(normalisePayment);
export type CreatePaymentInput = z.input<typeof createPaymentSchema>;
export type CreatePayment = z.output<typeof createPaymentSchema>;

/** A payment as staff see it. */
export const paymentSchema = z.object({
  id: z.number().int(),
  clientAccountId: z.number().int(),
  paidAt: z.string(),
  amount: z.string(),
  currency: z.enum(PAYMENT_CURRENCIES),
  method: z.enum(PAYMENT_METHODS),
  payerInstitution: z.string(),
  payee: z.string().nullable(),
  walletAddress: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  documentIds: z.array(z.number().int()),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** PATCH /api/admin/payments/:id: any field of a payment, or `status: 'confirmed'` to confirm a client's report. */
export const updatePaymentSchema = z
  .object({
    paidAt: calendarDate(PAID_AT_MESSAGE).optional(),
    amount: z
      .union([z.string(), z.number()], { error: 'The amount must be an amount' })
      .transform((v) => String(v).trim())
      .optional(),
    currency: z.enum(PAYMENT_CURRENCIES, { error: `Currency must be one of ${PAYMENT_CURRENCIES.join(', ')}` }).optional(),
    method: z.enum(PAYMENT_METHODS, { error: 'Unknown payment method' }).optional(),
    payerInstitution: z
      .string({ error: 'Say which bank or provider the payment was made from' })
      .trim()
      .min(1, 'Say which bank or provider the payment was made from')
      .max(200, 'The paying bank or provider must be 200 characters or less')
      .optional(),
    payee: optionalText('The payee', 300).optional(),
    walletAddress: optionalText('The wallet address', 200).optional(),
    reference: optionalText('The reference', 200).optional(),
    note: optionalText('The note', 2000).optional(),
    documentIds: z
      .array(z.number({ error: 'Unknown document' }).int('Unknown document').positive('Unknown document').max(2_147_483_647, 'Unknown document'))
      .max(MAX_PAYMENT_DOCUMENTS, `At most ${MAX_PAYMENT_DOCUMENTS} documents a payment`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    status: z.literal('confirmed', { error: "A payment's status can only be set to confirmed" }).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'Nothing to change');
export type UpdatePaymentInput = z.input<typeof updatePaymentSchema>;

/** POST /api/client/payments: the client reports a payment they made; it stays reported until staff confirm it. */
export const reportPaymentSchema = paymentFields
  .extend({
    clientAccountId: z
      .number({ error: 'Account not found' })
      .int('Account not found')
      .positive('Account not found')
      .max(2_147_483_647, 'Account not found'),
  })
  .superRefine(checkPayment)
  .transform(normalisePayment);

/** Totals per currency, computed from the payments, confirmed and reported apart. */
export const paymentTotalsSchema = z.object({
  confirmed: z.array(z.object({ currency: z.string(), amount: z.string() })),
  reported: z.array(z.object({ currency: z.string(), amount: z.string() })),
});
export const paymentListSchema = z.object({
  items: z.array(paymentSchema.extend({ explorer: z.object({ address: z.string().nullable(), transaction: z.string().nullable() }) })),
  totals: paymentTotalsSchema,
});
export type PaymentList = z.infer<typeof paymentListSchema>;

/**
 * An amount as people read money ("£1,250.50"); a coin amount keeps its decimals, without the trailing
 * zeros the database pads it with ("0.5 BTC", never rounded to pennies).
 */
export function formatPaymentAmount(amount: string, currency: string): string {
  if (!isCryptoCurrency(currency)) return formatMoney(amount, currency);
  const [whole = '0', fraction = ''] = amount.split('.');
  const kept = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${kept ? `${grouped}.${kept}` : grouped} ${currency}`;
}
