import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  type Figure,
  type FigureCurrency,
  type FigureMeasure,
  publishedFiguresSchema,
  recordsFigureInputSchema,
  STATED_FIGURE_NEEDS_SOURCE,
  statedFigureSchema,
} from '../../../../../contract/content/content';
import { ACCOUNT_CURRENCIES } from '../../../../../contract/shared/options';
import type { RecordsFigureInput } from '../../api/preview-figure';
import { contentErrorMap, fieldSpecs } from './content-form';

/**
 * One figure as the editor holds it: the fields of both kinds, so that switching between "From our
 * records" and "Stated" keeps what was typed; the contract's schema reads the kind chosen and drops the rest.
 */
export interface FigureItem {
  source: 'records' | 'stated';
  measure: FigureMeasure;
  from: string;
  to: string;
  label: string;
  conversion: { convertTo: FigureCurrency | ''; rates: Record<FigureCurrency, { rate: string; asOf: string }> };
  value: string;
  sourceNote: string;
  example: boolean;
}
export type FiguresForm = { items: FigureItem[] };

const noRates = () => Object.fromEntries(ACCOUNT_CURRENCIES.map((code) => [code, { rate: '', asOf: '' }])) as FigureItem['conversion']['rates'];

/** A new figure: from our records, until staff choose otherwise. */
export function emptyFigure(): FigureItem {
  return {
    source: 'records',
    measure: 'recovered',
    from: '',
    to: '',
    label: '',
    conversion: { convertTo: '', rates: noRates() },
    value: '',
    sourceNote: '',
    example: false,
  };
}

/** A stored figure in the editor's shape. */
export function figureItem(figure: Figure): FigureItem {
  const item = emptyFigure();
  if (figure.source === 'stated') return { ...item, ...figure };
  const rates = { ...item.conversion.rates };
  for (const [code, rate] of Object.entries(figure.conversion?.rates ?? {})) if (rate) rates[code as FigureCurrency] = rate;
  return {
    ...item,
    source: 'records',
    measure: figure.measure,
    from: figure.from,
    to: figure.to ?? '',
    label: figure.label,
    conversion: { convertTo: figure.conversion?.convertTo ?? '', rates },
  };
}

/**
 * What a figure from our records would send to be previewed, once it reads as one; until then, what is
 * wrong with it (null while its first day is still to be given).
 */
export function previewInput(item: FigureItem | undefined): { input: RecordsFigureInput } | { problem: string | null } {
  if (item?.source !== 'records' || !item.from) return { problem: null };
  const parsed = recordsFigureInputSchema.safeParse(item);
  return parsed.success ? { input: parsed.data } : { problem: parsed.error.issues[0]?.message ?? null };
}

// The source line is required to publish a figure that is not an example, though the stored shape allows it empty.
export const STATED_SPECS = fieldSpecs(statedFigureSchema.shape, {
  value: { label: 'Value' },
  label: { label: 'Label' },
  sourceNote: { label: 'Source line', hint: 'Where the number comes from, shown under it: e.g. "Companies House accounts 2025".' },
}).map((spec) => (spec.name === 'sourceNote' ? { ...spec, required: true } : spec));
const SOURCE_LINE_REQUIRED = 'Source line is required: say where the number comes from (or tick Example)';

const schema = z.object({ items: publishedFiguresSchema });
const checked = zodResolver(schema, { error: contentErrorMap(STATED_SPECS, { plural: 'figures' }) }) as unknown as Resolver<FiguresForm>;

/** The contract's own check of the figures, its source-line message put in the editor's words. */
export const figuresResolver: Resolver<FiguresForm> = async (values, context, options) => {
  // Rates typed for money and left behind when the figure came to count something else are not shown: not checked either.
  const items = values.items.map((item) => (item.measure === 'recovered' ? item : { ...item, conversion: emptyFigure().conversion }));
  const result = await checked({ ...values, items }, context, options);
  const errors = (result.errors as FieldErrors<FiguresForm>).items;
  if (Array.isArray(errors)) {
    for (const item of errors) if (item?.sourceNote?.message === STATED_FIGURE_NEEDS_SOURCE) item.sourceNote.message = SOURCE_LINE_REQUIRED;
  }
  return result;
};
