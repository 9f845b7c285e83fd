import { describe, expect, it } from 'vitest';
import { addressNetworks, type CreatePaymentInput, createPaymentSchema, explorerLink, PAYMENT_CURRENCIES, transactionNetworks } from './payments';

const BTC_P2PKH = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const BTC_P2SH = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const BTC_BECH32 = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH_ADDRESS = '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const HEX64 = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';
const ETH_TX = `0x${'5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'}`;

const base: CreatePaymentInput = {
  paidAt: '2025-03-02',
  amount: '1250.5',
  currency: 'GBP',
  method: 'faster_payment',
  payerInstitution: 'Example Bank',
};
const problems = (input: Partial<CreatePaymentInput>) => {
  const result = createPaymentSchema.safeParse({ ...base, ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a payment', () => {
  it("is recorded with its amount in the currency's own decimals: 2 for money, 8 for coins", () => {
    expect(PAYMENT_CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'BTC', 'ETH', 'USDT']);
    const payment = createPaymentSchema.parse({ ...base, note: '  ', documentIds: [4, 4, 9] });
    expect(payment).toMatchObject({ amount: '1250.50', payee: null, note: null, documentIds: [4, 9] });
    expect(createPaymentSchema.parse({ ...base, currency: 'BTC', method: 'crypto_transfer', amount: '0.12345678' }).amount).toBe('0.12345678');
    expect(createPaymentSchema.parse({ ...base, currency: 'ETH', method: 'crypto_transfer', amount: '2.5' }).amount).toBe('2.50000000');
    expect(problems({ amount: '10.123' })).toEqual(['amount: The amount must be a number with at most 2 decimals for GBP']);
    expect(problems({ currency: 'BTC', method: 'crypto_transfer', amount: '0.123456789' })).toEqual([
      'amount: The amount must be a number with at most 8 decimals for BTC',
    ]);
    expect(problems({ amount: '0.00' })).toEqual(['amount: The amount must be above zero']);
    expect(problems({ amount: '-5' })).toEqual(['amount: The amount must be a number with at most 2 decimals for GBP']);
    expect(problems({ amount: '100000000.00' })).toEqual(['amount: Amounts above 99,999,999.99 cannot be recorded']);
    expect(problems({ currency: 'XRP' as 'BTC' })).toEqual(['currency: Currency must be one of USD, EUR, GBP, CAD, AUD, BTC, ETH, USDT']);
    expect(problems({ method: 'wire' as 'cash' })).toEqual(['method: Unknown payment method']);
    expect(problems({ paidAt: '2025-02-30' })).toEqual(['paidAt: The date paid must be a date (YYYY-MM-DD)']);
    expect(problems({ payerInstitution: ' ' })).toEqual(['payerInstitution: Say which bank or provider the payment was made from']);
  });

  it('sent as crypto is in a coin, to a wallet address of its network, with its transaction hash as the reference', () => {
    const crypto = { currency: 'BTC', method: 'crypto_transfer', amount: '0.5' } as const;
    expect(problems({ ...crypto, currency: 'GBP' })).toEqual(['currency: A crypto transfer is recorded in the coin sent: BTC, ETH or USDT']);
    for (const address of [BTC_P2PKH, BTC_P2SH, BTC_BECH32]) expect(problems({ ...crypto, walletAddress: address }), address).toEqual([]);
    expect(createPaymentSchema.parse({ ...base, ...crypto, walletAddress: BTC_BECH32.toUpperCase() }).walletAddress).toBe(BTC_BECH32);
    expect(problems({ ...crypto, walletAddress: ETH_ADDRESS })).toEqual(['walletAddress: This is not the shape of a BTC wallet address (Bitcoin)']);
    expect(problems({ ...crypto, walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf0a' })).toEqual([
      'walletAddress: This is not the shape of a BTC wallet address (Bitcoin)',
    ]);
    expect(problems({ ...crypto, reference: HEX64.toUpperCase() })).toEqual([]);
    expect(createPaymentSchema.parse({ ...base, ...crypto, reference: HEX64.toUpperCase() }).reference).toBe(HEX64);
    expect(problems({ ...crypto, reference: 'BANKREF123' })).toEqual([
      'reference: For a crypto transfer the reference is its transaction hash: 64 hexadecimal characters for Bitcoin',
    ]);
    expect(problems({ ...crypto, currency: 'ETH', walletAddress: ETH_ADDRESS, reference: ETH_TX })).toEqual([]);
    expect(problems({ ...crypto, currency: 'ETH', reference: HEX64 })).toEqual([
      'reference: For a crypto transfer the reference is its transaction hash: 0x and 64 hexadecimal characters for Ethereum',
    ]);
    // USDT travels on Ethereum and TRON: the address and the hash must be of the same one.
    expect(problems({ ...crypto, currency: 'USDT', walletAddress: TRON_ADDRESS, reference: HEX64 })).toEqual([]);
    expect(problems({ ...crypto, currency: 'USDT', walletAddress: ETH_ADDRESS, reference: ETH_TX })).toEqual([]);
    expect(problems({ ...crypto, currency: 'USDT', walletAddress: TRON_ADDRESS, reference: ETH_TX })).toEqual([
      'reference: The wallet address and the transaction hash are of different networks',
    ]);
    // A bank payment keeps its own reference; a card payment to buy coins may name the wallet they went to.
    expect(problems({ reference: 'INV-2025-118' })).toEqual([]);
    expect(problems({ method: 'debit_card', walletAddress: TRON_ADDRESS })).toEqual([]);
    expect(problems({ method: 'debit_card', walletAddress: 'not-a-wallet' })).toEqual([
      'walletAddress: This is not the shape of a Bitcoin, Ethereum or TRON wallet address',
    ]);
  });
});

describe('wallet addresses and transaction hashes', () => {
  it('are told apart by their shape', () => {
    expect(addressNetworks(BTC_P2PKH)).toEqual(['bitcoin']);
    expect(addressNetworks(ETH_ADDRESS)).toEqual(['ethereum']);
    expect(addressNetworks(TRON_ADDRESS)).toEqual(['tron']);
    expect(addressNetworks(TRON_ADDRESS, 'ETH')).toEqual([]);
    expect(addressNetworks(`${ETH_ADDRESS}0`)).toEqual([]);
    expect(addressNetworks('bc1Qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual([]);
    expect(transactionNetworks(HEX64, 'BTC')).toEqual(['bitcoin']);
    expect(transactionNetworks(HEX64, 'USDT')).toEqual(['tron']);
    expect(transactionNetworks(ETH_TX, 'USDT')).toEqual(['ethereum']);
    expect(transactionNetworks(HEX64, 'GBP')).toEqual([]);
  });

  it('link to a public block explorer', () => {
    expect(explorerLink('address', BTC_BECH32, 'BTC')).toBe(`https://mempool.space/address/${BTC_BECH32}`);
    expect(explorerLink('transaction', HEX64, 'BTC')).toBe(`https://mempool.space/tx/${HEX64}`);
    expect(explorerLink('address', ETH_ADDRESS)).toBe(`https://etherscan.io/address/${ETH_ADDRESS}`);
    expect(explorerLink('transaction', ETH_TX, 'ETH')).toBe(`https://etherscan.io/tx/${ETH_TX}`);
    expect(explorerLink('address', TRON_ADDRESS, 'USDT')).toBe(`https://tronscan.org/#/address/${TRON_ADDRESS}`);
    expect(explorerLink('transaction', HEX64, 'USDT')).toBe(`https://tronscan.org/#/transaction/${HEX64}`);
    expect(explorerLink('transaction', HEX64)).toBeNull();
    expect(explorerLink('address', 'javascript:alert(1)')).toBeNull();
  });
});
