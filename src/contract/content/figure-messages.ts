// The landing page's figures in words, free of zod (see intake-messages.ts): what each measure of our
// records is called, how it is counted (said on /verify) and why one is not shown. `content.ts` re-exports them.
import { labelledValues } from '../shared/options';

const measures = labelledValues({
  recovered: 'Money recovered for clients',
  clients_helped: 'Clients we recovered money for',
  claims_upheld_rate: 'Claims upheld or partly upheld, of those decided',
});
/** What a figure from our records can count. */
export const FIGURE_MEASURES = measures.values;
export type FigureMeasure = (typeof FIGURE_MEASURES)[number];
/** The measures as the editor offers them. */
export const FIGURE_MEASURE_LABELS = measures.labels;

/** The label a figure from our records carries on the page when staff give it none. */
export const FIGURE_DEFAULT_LABELS: Record<FigureMeasure, string> = {
  recovered: 'Recovered for clients',
  clients_helped: 'Clients we recovered money for',
  claims_upheld_rate: 'Claims upheld or partly upheld',
};

/** How each measure is counted, said on /verify beside the figure and its period. */
export const FIGURE_HOW_COUNTED: Record<FigureMeasure, string> = {
  recovered:
    'The money our clients received back, as recorded in our ledger with its evidence (a bank, card or claim reference), counted by the date it was received. An entry found to be a mistake is reversed and not counted. Rounded down.',
  clients_helped: 'The number of clients for whom we recorded money received back in the period, after any reversed entries are taken off.',
  claims_upheld_rate:
    'Of the claims decided in the period (bank reimbursement claims, chargebacks, Section 75 claims, complaints and Ombudsman referrals), the share upheld in full or in part, counted by the date of the decision. Claims still open or withdrawn are not counted. Rounded down to a whole percent.',
};

/** Why a figure from our records is not on the page: its measure has nothing to count in its period. */
export const FIGURE_HIDDEN_WHY: Record<FigureMeasure, string> = {
  recovered: 'No money is recorded as recovered in this period, so the page does not show this figure.',
  clients_helped: 'No client has money recorded as recovered in this period, so the page does not show this figure.',
  claims_upheld_rate: 'No claim was decided in this period, so the page does not show this figure.',
};

/** A stated figure is shown only with where it comes from (demo content, marked Example, aside). */
export const STATED_FIGURE_NEEDS_SOURCE =
  'A stated figure needs its source line (sourceNote), e.g. "Companies House accounts 2025", unless it is an example';
export const STATED_FIGURE_HIDDEN = 'Hidden on the page until you add its source.';
export const FIGURE_PERIOD_ENDS_AFTER_TODAY = 'The period cannot end after today: leave its end empty to count up to today';
export const FIGURE_PERIOD_STARTS_AFTER_TODAY = 'The period cannot start after today';
export const FIGURE_RATE_AFTER_TODAY = 'A rate cannot be dated after today';
export const FIGURE_PERIOD_BACKWARDS = 'The period must end on or after the day it starts';
