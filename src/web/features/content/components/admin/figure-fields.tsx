import { EyeOff } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  FIGURE_DEFAULT_LABELS,
  FIGURE_MEASURE_LABELS,
  FIGURE_MEASURES,
  type FigureCurrency,
  STATED_FIGURE_HIDDEN,
} from '../../../../../contract/content/content';
import { ACCOUNT_CURRENCIES } from '../../../../../contract/shared/options';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Options, Select } from '../../../../components/ui/select';
import { todayIso } from '../../../../components/ui/status-pill';
import { ChoiceCard } from '../../../../components/ui/choice-card';
import { serverMessage } from '../../../../lib/server-message';
import { useFigurePreview } from '../../api/preview-figure';
import { TextField } from './content-form';
import { type FigureItem, type FiguresForm, previewInput, STATED_SPECS } from './figure-form';

type Form = UseFormReturn<FiguresForm>;
interface ItemProps {
  form: Form;
  index: number;
  /** The id every control of this figure starts with. */
  id: string;
}

const SOURCES = [
  { value: 'records', label: 'From our records' },
  { value: 'stated', label: 'Stated' },
] as const;

/** "From our records" or "Stated", as two radio cards. */
function SourceChoice({ form, index, source }: ItemProps & { source: FigureItem['source'] | undefined }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-navy-900">Where it comes from</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SOURCES.map(({ value, label }) => (
          <ChoiceCard
            key={value}
            checked={source === value}
            radio={{ value, ...form.register(`items.${index}.source`) }}
            className="items-center px-3 py-2 font-medium"
          >
            {label}
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  );
}

/** `value` once it has stopped changing for a moment: the live value is not counted at every keystroke. */
function useSettled<T>(value: T, ms = 400): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return JSON.parse(settled ?? 'null') as T;
}

/** The figure as the page would show it now, counted by the server from the records; or why it would not show. */
function LiveValue({ item }: { item: FigureItem }) {
  const read = previewInput(item);
  const settled = useSettled('input' in read ? read.input : null);
  const preview = useFigurePreview(settled);
  let body: ReactNode;
  if ('problem' in read) body = <p>{read.problem ?? 'Choose what to count and the first day of the period to see its value.'}</p>;
  else if (!settled) body = <p>Counting...</p>;
  else if (preview.isPending) body = <p>Counting...</p>;
  else if (preview.isError)
    body = <p className="text-red-800">{serverMessage(preview.error) ?? 'The value could not be worked out. Please try again.'}</p>;
  else if (preview.data.figure) {
    const { value, label, period, detail } = preview.data.figure;
    body = (
      <>
        <p className="text-xl font-bold text-navy-900">{value}</p>
        <p className="text-navy-900">{label}</p>
        <p>
          From our records, {period}
          {detail && `; ${detail}`}
        </p>
      </>
    );
  } else {
    body = (
      <p className="flex items-start gap-2 text-amber-900">
        <EyeOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {preview.data.hiddenBecause}
      </p>
    );
  }
  return (
    <div role="status" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-2">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Live value, as the page would show it now</p>
      <div className="mt-1 grid gap-0.5 wrap-anywhere">{body}</div>
    </div>
  );
}

/** Money recovered in one currency: which one, and the rate of each other currency with its date. */
function ConversionFields({ form, index, id, convertTo }: ItemProps & { convertTo: FigureCurrency | '' }) {
  const others = ACCOUNT_CURRENCIES.filter((code) => code !== convertTo);
  return (
    <div className="grid gap-3 sm:col-span-2">
      <FormField form={form} name={`items.${index}.conversion.convertTo`} id={`${id}-convert-to`} label="Show in one currency" dense>
        {(control) => (
          <Select fieldSize="sm" {...control}>
            <option value="">No: each currency as recorded</option>
            <Options values={ACCOUNT_CURRENCIES} />
          </Select>
        )}
      </FormField>
      {convertTo && (
        <fieldset className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-navy-900">Rates into {convertTo}</legend>
          <p id={`${id}-rates-hint`} className="text-xs text-slate-600">
            What 1 unit of each currency was worth in {convertTo}, and the day of that rate (the page says so). A currency without a rate is shown
            on its own.
          </p>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {others.map((code) => (
              <div key={code} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
                <FormField
                  form={form}
                  name={`items.${index}.conversion.rates.${code}.rate`}
                  id={`${id}-rate-${code}`}
                  label={`1 ${code} in ${convertTo}`}
                  describedBy={[`${id}-rates-hint`]}
                  dense
                >
                  {(control) => <Input fieldSize="sm" inputMode="decimal" autoComplete="off" {...control} />}
                </FormField>
                <FormField
                  form={form}
                  name={`items.${index}.conversion.rates.${code}.asOf`}
                  id={`${id}-rate-${code}-date`}
                  label={`${code} rate of`}
                  dense
                >
                  {(control) => <Input fieldSize="sm" type="date" max={todayIso()} {...control} />}
                </FormField>
              </div>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** A figure counted from the records: what it counts, over which days, its label; and its live value. */
function RecordsFields({ form, index, id, item }: ItemProps & { item: FigureItem }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField form={form} name={`items.${index}.measure`} id={`${id}-measure`} label="What it counts" dense>
        {(control) => (
          <Select fieldSize="sm" {...control}>
            <Options values={FIGURE_MEASURES} label={(measure) => FIGURE_MEASURE_LABELS[measure]} />
          </Select>
        )}
      </FormField>
      <TextField
        id={`${id}-label`}
        form={form}
        name={`items.${index}.label`}
        spec={{ name: 'label', label: 'Label', max: 60, hint: `Left empty: "${FIGURE_DEFAULT_LABELS[item.measure] ?? ''}".` }}
      />
      <FormField form={form} name={`items.${index}.from`} id={`${id}-from`} label="From" dense>
        {(control) => <Input fieldSize="sm" type="date" max={todayIso()} aria-required {...control} />}
      </FormField>
      <FormField
        form={form}
        name={`items.${index}.to`}
        id={`${id}-to`}
        label={
          <>
            To <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        hint="Left empty: up to the day the page is shown."
        dense
      >
        {(control) => <Input fieldSize="sm" type="date" min={item.from || undefined} max={todayIso()} {...control} />}
      </FormField>
      {item.measure === 'recovered' && <ConversionFields form={form} index={index} id={id} convertTo={item.conversion?.convertTo ?? ''} />}
      <LiveValue item={item} />
    </div>
  );
}

/** A figure staff state: its value and label, the source line the page shows under it, and whether it is an example. */
function StatedFields({ form, index, id, item }: ItemProps & { item: FigureItem }) {
  const hidden = !item.example && !item.sourceNote?.trim();
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {STATED_SPECS.map((spec) => (
          <TextField
            key={spec.name}
            id={`${id}-${spec.name}`}
            spec={spec}
            form={form}
            name={`items.${index}.${spec.name}` as `items.${number}.value`}
          />
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-navy-900">
        <Checkbox aria-describedby={`${id}-example-hint`} {...form.register(`items.${index}.example`)} />
        Example
      </label>
      <p id={`${id}-example-hint`} className="text-xs text-slate-600">
        Demonstration content: the page labels it 'Example', and it needs no source line.
      </p>
      {hidden && (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <EyeOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {STATED_FIGURE_HIDDEN} A stated figure is shown only with where it comes from.
        </p>
      )}
    </div>
  );
}

/** The fields of one figure, for the kind chosen. */
export function FigureFields(props: ItemProps) {
  const item = props.form.watch(`items.${props.index}`);
  if (!item) return null;
  return (
    <div className="grid gap-4">
      <SourceChoice {...props} source={item.source} />
      {item.source === 'stated' ? <StatedFields {...props} item={item} /> : <RecordsFields {...props} item={item} />}
    </div>
  );
}
