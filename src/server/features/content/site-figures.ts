import {
  FIGURE_DEFAULT_LABELS,
  FIGURE_HIDDEN_WHY,
  FIGURE_PERIOD_ENDS_AFTER_TODAY,
  FIGURE_PERIOD_STARTS_AFTER_TODAY,
  FIGURE_RATE_AFTER_TODAY,
  type Figure,
  type FigurePreview,
  type RecordsFigure,
  type ShownFigure,
} from '../../../contract/content/content';
import { londonDate } from '../../../contract/shared/business-days';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import { clientsRecoveredFor, recoveredInPeriod } from '../accounts';
import { claimDecisionsInPeriod } from '../claims';
import { formatCount, formatPeriod, formatRate, moneyShown } from './figure-values';

/** How long a figure's worked-out value is kept before it is counted again. */
export const FIGURE_CACHE_MS = 60 * 60 * 1000;
// Only stored figures are kept (at most 6 a section), a key each per day: a bound for safety, not a working size.
const MAX_CACHED = 64;

type Worked = { shown: ShownFigure; hiddenBecause: null } | { shown: null; hiddenBecause: string };

export interface SiteFiguresOptions {
  /** The day in London (figures without an end count up to it). */
  today?: () => string;
  /** Milliseconds, for the cache's age. */
  now?: () => number;
  /** Told of a figure that could not be counted (the page is served without it). */
  onError?: (error: unknown) => void;
}

/** A period that has not begun, or that ends after today, would show as counted what is still to come. */
export function refuseFuturePeriod(figure: RecordsFigure, today: string, name = ''): void {
  const refuse = (message: string) => {
    throw new HttpError(400, `${name}${message}`);
  };
  if (figure.from > today) refuse(FIGURE_PERIOD_STARTS_AFTER_TODAY);
  if (figure.to && figure.to > today) refuse(FIGURE_PERIOD_ENDS_AFTER_TODAY);
  // A rate of a day still to come would be shown as 'converted at rates of' that day.
  for (const rate of Object.values(figure.conversion?.rates ?? {})) if (rate && rate.asOf > today) refuse(FIGURE_RATE_AFTER_TODAY);
}

async function work(db: Db, figure: RecordsFigure, today: string): Promise<Worked> {
  const period = { from: figure.from, to: figure.to ?? today };
  const base = {
    source: 'records' as const,
    measure: figure.measure,
    label: figure.label || FIGURE_DEFAULT_LABELS[figure.measure],
    period: formatPeriod(figure.from, figure.to),
    example: false,
  };
  const hidden = { shown: null, hiddenBecause: FIGURE_HIDDEN_WHY[figure.measure] };
  if (figure.measure === 'claims_upheld_rate') {
    const { decided, upheld } = await claimDecisionsInPeriod(db, period);
    if (decided === 0) return hidden;
    const detail = `${formatCount(upheld)} of ${formatCount(decided)} ${decided === 1 ? 'claim' : 'claims'} decided`;
    return { shown: { ...base, value: formatRate(upheld, decided), detail }, hiddenBecause: null };
  }
  if (figure.measure === 'clients_helped') {
    const clients = await clientsRecoveredFor(db, period);
    return clients === 0 ? hidden : { shown: { ...base, value: formatCount(clients) }, hiddenBecause: null };
  }
  const totals = await recoveredInPeriod(db, period);
  if (totals.length === 0) return hidden;
  const money = moneyShown(totals, figure.conversion);
  return { shown: { ...base, value: money.value, ...(money.detail ? { detail: money.detail } : {}) }, hiddenBecause: null };
}

/**
 * The landing page's figures as shown: a stated one with its source line (hidden without one, unless
 * it is an example), one from our records worked out from the ledger and the claims (hidden when its
 * measure has nothing to count in its period). Worked-out values are kept in this instance's memory for
 * at most an hour, keyed by the figure's measure, period and rates, and dropped when staff save the
 * figures here (another instance counts a changed figure afresh, and an unchanged one within the hour).
 */
export function createSiteFigures(db: Db, options: SiteFiguresOptions = {}) {
  const today = options.today ?? (() => londonDate(new Date()));
  const now = options.now ?? Date.now;
  const { onError } = options;
  const cache = new Map<string, { at: number; worked: Promise<Worked> }>();

  function cached(figure: RecordsFigure, day: string): Promise<Worked> {
    const key = JSON.stringify([figure.measure, figure.from, figure.to ?? day, figure.label, figure.conversion]);
    const hit = cache.get(key);
    if (hit && now() - hit.at < FIGURE_CACHE_MS) return hit.worked;
    if (cache.size >= MAX_CACHED) cache.clear();
    const worked = work(db, figure, day);
    cache.set(key, { at: now(), worked });
    // A failed count is not kept: the next request tries again.
    worked.catch(() => {
      if (cache.get(key)?.worked === worked) cache.delete(key);
    });
    return worked;
  }

  return {
    async shown(figures: readonly Figure[]): Promise<ShownFigure[]> {
      const day = today();
      const shown = await Promise.all(
        figures.map(async (figure): Promise<ShownFigure | null> => {
          if (figure.source === 'stated') {
            if (!figure.sourceNote && !figure.example) return null;
            const { source, value, label, sourceNote, example } = figure;
            return { source, value, label, example, ...(sourceNote ? { sourceNote } : {}) };
          }
          // A stored period that has since become impossible (the clock went back) is not shown.
          if (figure.from > day) return null;
          try {
            return (await cached(figure, day)).shown;
          } catch (error) {
            // One figure that cannot be counted is left out; the rest of the page is still served.
            onError?.(error);
            return null;
          }
        }),
      );
      return shown.filter((figure): figure is ShownFigure => figure !== null);
    },

    /** A figure from our records as it would show now, counted afresh (the editor's live value). */
    async preview(figure: RecordsFigure): Promise<FigurePreview> {
      const day = today();
      refuseFuturePeriod(figure, day);
      const worked = await work(db, figure, day);
      return { figure: worked.shown, hiddenBecause: worked.hiddenBecause };
    },

    /** Checks figures about to be published: no period in the future. */
    refuseFuturePeriods(figures: readonly Figure[]): void {
      const day = today();
      figures.forEach((figure, index) => {
        if (figure.source === 'records') refuseFuturePeriod(figure, day, `Figure ${index + 1}: `);
      });
    },

    /** Drops every kept value (the figures were saved). */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type SiteFigures = ReturnType<typeof createSiteFigures>;
