import { z } from 'zod';
import { calendarDate } from '../shared/fields';
import { ACCOUNT_CURRENCIES } from '../shared/options';
import { FIGURE_MEASURES, FIGURE_PERIOD_BACKWARDS, STATED_FIGURE_NEEDS_SOURCE } from './figure-messages';

/**
 * A figure of the landing page is either counted from our records when it is shown (a measure over a
 * period), or stated by staff with the source it comes from. A figure stored before figures had a source
 * (`{value, label, example}`) reads as stated without one: the page hides it until staff add one.
 *
 * `figureSchema` is the figure as stored and answered (replies are encoded through it, so it has no
 * transforms); the others read what staff send and what was stored, and give that shape.
 */
const text = (max: number) => z.string().trim().max(max);
const currency = z.enum(ACCOUNT_CURRENCIES, { error: `Currency must be one of ${ACCOUNT_CURRENCIES.join(', ')}` });
const measure = z.enum(FIGURE_MEASURES, { error: `Measure must be one of ${FIGURE_MEASURES.join(', ')}` });
export type FigureCurrency = (typeof ACCOUNT_CURRENCIES)[number];

const rateShape = z.object({ rate: z.string(), asOf: z.string() });
/**
 * Money recovered shown in one currency: the others converted at the rates given (`{EUR: {rate: '0.85',
 * asOf: '2026-11-30'}}` says 1 EUR was worth 0.85 of `convertTo` that day).
 */
const conversionShape = z.object({ convertTo: currency, rates: z.partialRecord(currency, rateShape) });
export type FigureConversion = z.output<typeof conversionShape> | null;

export const recordsFigureSchema = z.object({
  source: z.literal('records'),
  measure,
  from: z.string(),
  /** Null: up to the day it is shown. */
  to: z.string().nullable(),
  /** Empty: the measure's own label (FIGURE_DEFAULT_LABELS). */
  label: z.string(),
  /** Money recovered only. */
  conversion: conversionShape.nullable(),
});
export type RecordsFigure = z.output<typeof recordsFigureSchema>;

export const statedFigureSchema = z.object({
  source: z.literal('stated'),
  value: text(20).min(1),
  label: text(60).min(1),
  /** Where the number comes from, shown under it ("Companies House accounts 2025"). */
  sourceNote: text(120).default(''),
  example: z.boolean().default(false),
});
export type StatedFigure = z.output<typeof statedFigureSchema>;

export const figureSchema = z.discriminatedUnion('source', [recordsFigureSchema, statedFigureSchema]);
export type Figure = z.output<typeof figureSchema>;

// ---- what staff send, and what was stored ----------------------------------------------------

const day = (message: string) => calendarDate(message);
const anyDay = calendarDate('');
const isDay = (value: string) => anyDay.safeParse(value).success;
const RATE_PATTERN = /^\d{1,6}(\.\d{1,6})?$/;
export const RATE_MESSAGE = 'A rate must be a number above zero with at most 6 decimals (what 1 unit is worth in the currency shown)';

/** A rate and its day; both empty (an editor's row left blank) is no rate. */
const rateInputSchema = z
  .object({ rate: z.string({ error: RATE_MESSAGE }).trim().default(''), asOf: z.string({ error: 'A rate needs its date' }).trim().default('') })
  .superRefine((row, ctx) => {
    if (!row.rate && !row.asOf) return;
    if (!RATE_PATTERN.test(row.rate) || !/[1-9]/.test(row.rate)) ctx.addIssue({ code: 'custom', path: ['rate'], message: RATE_MESSAGE });
    if (!isDay(row.asOf)) ctx.addIssue({ code: 'custom', path: ['asOf'], message: 'A rate needs the date it applied on (YYYY-MM-DD)' });
  });

/**
 * No `convertTo` (or an empty one) is no conversion, whatever rates were left typed; a rate for `convertTo`
 * itself is dropped before the rates are checked, and a blank one after.
 */
const conversionInputSchema = z
  .preprocess(
    (value) => {
      if (typeof value !== 'object' || value === null) return value;
      const { convertTo, rates } = value as { convertTo?: unknown; rates?: unknown };
      if (!convertTo) return null;
      if (typeof convertTo !== 'string' || typeof rates !== 'object' || rates === null) return value;
      const { [convertTo]: _own, ...others } = rates as Record<string, unknown>;
      return { ...value, rates: others };
    },
    z
      .object({
        convertTo: z.enum(ACCOUNT_CURRENCIES, { error: `Currency must be one of ${ACCOUNT_CURRENCIES.join(', ')}` }),
        rates: z.partialRecord(currency, rateInputSchema).default({}),
      })
      .nullish(),
  )
  .transform((conversion): FigureConversion => {
    if (!conversion) return null;
    const { convertTo } = conversion;
    const rates = Object.fromEntries(Object.entries(conversion.rates).filter(([, row]) => row?.rate));
    return { convertTo, rates };
  });

/** A figure from our records as staff send it: `to` may be empty or left out (up to today), `label` too. */
export const recordsFigureInputSchema = z
  .object({
    source: z.literal('records'),
    measure,
    from: day('The start of the period must be a date (YYYY-MM-DD)'),
    to: z
      .preprocess(
        (value) => (value === '' || value === undefined ? null : value),
        day('The end of the period must be a date (YYYY-MM-DD), or empty to count up to today').nullable(),
      )
      .default(null),
    label: text(60).default(''),
    conversion: conversionInputSchema,
  })
  .refine((figure) => !figure.to || figure.to >= figure.from, { message: FIGURE_PERIOD_BACKWARDS, path: ['to'] })
  .transform((figure): RecordsFigure => (figure.measure === 'recovered' ? figure : { ...figure, conversion: null }));

// The source line is checked even while other fields are still wrong, so the editor names every missing one at once.
const publishedStatedFigureSchema = statedFigureSchema.refine((figure) => figure.example || figure.sourceNote !== '', {
  message: STATED_FIGURE_NEEDS_SOURCE,
  path: ['sourceNote'],
  when: ({ value, issues }) =>
    typeof value === 'object' && value !== null && !issues.some((issue) => ['sourceNote', 'example'].includes(String(issue.path?.[0]))),
});

/** A figure without `source` is of the first kind there was: stated by staff. */
const legacyAsStated = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('source' in value) ? { source: 'stated', ...value } : value;

/** A stored figure as read back: a stated one may lack its source (the page then hides it). */
export const figureReadSchema = z.preprocess(legacyAsStated, z.discriminatedUnion('source', [recordsFigureInputSchema, statedFigureSchema]));
/** A figure as staff publish it: a stated one names its source unless it is an example. */
export const publishedFigureSchema = z.preprocess(
  legacyAsStated,
  z.discriminatedUnion('source', [recordsFigureInputSchema, publishedStatedFigureSchema]),
);

// ---- what the page gets ----------------------------------------------------------------------

/** A figure as the page shows it: its value worked out, with its period or its source line. */
export const shownFigureSchema = z.object({
  source: z.enum(['records', 'stated']),
  measure: measure.optional(),
  value: z.string(),
  label: z.string(),
  /** From our records: the period counted ('1 Jan – 30 Nov 2026', 'since 1 Jan 2025'). */
  period: z.string().optional(),
  /** From our records: what else a reader needs ('2 of 3 claims decided', 'converted at rates of 30 Nov 2026'). */
  detail: z.string().optional(),
  /** Stated: where it comes from. */
  sourceNote: z.string().optional(),
  example: z.boolean(),
});
export type ShownFigure = z.infer<typeof shownFigureSchema>;

/** `POST /api/admin/content/figures/preview`: a figure from our records as it would show now, or why it would not. */
export const figurePreviewSchema = z.object({ figure: shownFigureSchema.nullable(), hiddenBecause: z.string().nullable() });
export type FigurePreview = z.infer<typeof figurePreviewSchema>;
