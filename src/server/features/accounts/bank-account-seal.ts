import { type BankAccount, bankAccountEnding, holderIsClient } from '../../../contract/accounts/bank-details';
import type { SecretSealer } from '../../platform/auth/sealed-secrets';

/** Where a payout's bank account is sealed for: its client's account, so a value moved to another client's row does not open. */
const bankAccountContext = (clientAccountId: number) => `payout-bank:${clientAccountId}`;

/**
 * The columns a bank account given in the portal is stored in: the whole account sealed with
 * SECRETS_KEY (as staff two-factor secrets are), and beside it only what may be shown: its kind,
 * its last 4 characters, and whether the name on it is the client's own.
 */
export function sealedBankColumns(
  secrets: SecretSealer,
  clientAccountId: number,
  account: BankAccount,
  client: { firstName: string | null; lastName: string | null },
) {
  return {
    bankDetails: secrets.seal(JSON.stringify(account), bankAccountContext(clientAccountId)),
    bankAccountKind: account.iban !== undefined ? 'iban' : 'account',
    bankAccountEnding: bankAccountEnding(account),
    bankHolderMatches: holderIsClient(account.accountHolder, client),
  };
}

/** The whole account, opened for the admin processing the payout; a text stored before accounts were (not JSON) is a note. */
export function openBankAccount(secrets: SecretSealer, clientAccountId: number, stored: string | null): BankAccount | { note: string } | null {
  if (!stored) return null;
  const opened = secrets.open(stored, bankAccountContext(clientAccountId));
  try {
    const account: unknown = JSON.parse(opened);
    if (account && typeof account === 'object' && 'accountHolder' in account) return account as BankAccount;
  } catch {
    // Not an account: said as it is.
  }
  return { note: opened };
}
