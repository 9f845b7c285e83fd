import { isCryptoCurrency } from '../../../../contract/claims/payments';
import { formatMoney } from '../../../../contract/shared/money';

/**
 * An amount as the dashboard shows money ("£1,250.50"); a coin amount keeps its decimals, without the
 * trailing zeros the database pads it with ("0.5 BTC", never rounded to pennies).
 */
export function formatPaymentAmount(amount: string, currency: string): string {
  if (!isCryptoCurrency(currency)) return formatMoney(amount, currency);
  const [whole = '0', fraction = ''] = amount.split('.');
  const kept = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${kept ? `${grouped}.${kept}` : grouped} ${currency}`;
}
