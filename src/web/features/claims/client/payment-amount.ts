// The dashboard shows amounts as the pack and the admin panel do.
export { formatPaymentAmount } from '../../../../contract/claims/payments';
