import { Bitcoin, Landmark } from 'lucide-react';
import { CRYPTO_TYPES } from '../../../../contract/accounts/payouts';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { ChoiceCard } from '../../../components/ui/choice-card';
import type { PayoutRequestInput } from '../api/request-payout';
import type { PayoutRequestForm } from './use-payout-request';

type Method = PayoutRequestInput['withdrawalMethod'];

const METHODS: Array<{ value: Method; label: string; icon: typeof Landmark }> = [
  { value: 'bank', label: 'Bank transfer', icon: Landmark },
  { value: 'cryptocurrency', label: 'Cryptocurrency', icon: Bitcoin },
];

/** The choice of a bank transfer or cryptocurrency, as two large radio cards; `onChange` runs on a new choice. */
export function PayoutMethodChoice({ form, onChange }: { form: PayoutRequestForm; onChange: () => void }) {
  const method = form.watch('withdrawalMethod');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-navy-900">How you would like to be paid</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {METHODS.map(({ value, label, icon: Icon }) => (
          <ChoiceCard
            key={value}
            checked={method === value}
            radio={{ value, ...form.register('withdrawalMethod', { onChange }) }}
            className="items-center px-4 py-3 font-medium"
          >
            <Icon aria-hidden="true" className="h-5 w-5 text-teal-700" />
            {label}
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  );
}

/** The cryptocurrency and the wallet a crypto payout goes to. */
export function CryptoWalletFields({ form, ids }: { form: PayoutRequestForm; ids: string }) {
  const cryptoType = form.watch('cryptoType');
  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
      <FormField form={form} name="cryptoType" id={`${ids}-crypto`} label="Cryptocurrency type">
        {(control) => (
          <Select {...control}>
            <Options values={CRYPTO_TYPES} />
          </Select>
        )}
      </FormField>
      <FormField form={form} name="walletAddress" id={`${ids}-wallet`} label="Wallet address" className="min-w-0">
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            placeholder={`Your ${cryptoType} wallet address`}
            className="font-mono text-sm"
          />
        )}
      </FormField>
    </div>
  );
}
