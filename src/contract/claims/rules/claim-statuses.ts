// Where a claim stands, and where it can go from there.
import { isOneOf, labelledValues } from '../../shared/options';

export const { values: CLAIM_STATUSES, labels: CLAIM_STATUS_LABELS } = labelledValues({
  preparing: 'Preparing',
  filed: 'Filed',
  information_requested: 'Information requested',
  upheld: 'Upheld',
  partly_upheld: 'Partly upheld',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
});
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const OPEN_CLAIM_STATUSES = ['preparing', 'filed', 'information_requested'] as const satisfies readonly ClaimStatus[];
export const DECIDED_CLAIM_STATUSES = ['upheld', 'partly_upheld', 'rejected'] as const satisfies readonly ClaimStatus[];
export const isOpenClaim = isOneOf(OPEN_CLAIM_STATUSES);
export const isDecidedClaim = isOneOf(DECIDED_CLAIM_STATUSES);

/**
 * Where a claim can go from each status: preparing -> filed; filed <-> information_requested; a decision
 * once filed (also while information is awaited: a counterparty may decide without it); withdrawn from any
 * open status. Decided and withdrawn claims are closed.
 */
export const CLAIM_STATUS_MOVES: Record<ClaimStatus, readonly ClaimStatus[]> = {
  preparing: ['filed', 'withdrawn'],
  filed: ['information_requested', ...DECIDED_CLAIM_STATUSES, 'withdrawn'],
  information_requested: ['filed', ...DECIDED_CLAIM_STATUSES, 'withdrawn'],
  upheld: [],
  partly_upheld: [],
  rejected: [],
  withdrawn: [],
};
export const canMoveClaim = (from: ClaimStatus, to: ClaimStatus): boolean => CLAIM_STATUS_MOVES[from].includes(to);
export const CLAIM_CLOSED_MESSAGE = 'This claim is closed: it was decided or withdrawn';
/** Why a claim cannot move from `from` to `to`. */
export function claimMoveMessage(from: ClaimStatus, to: ClaimStatus): string {
  if (CLAIM_STATUS_MOVES[from].length === 0) return CLAIM_CLOSED_MESSAGE;
  const allowed = CLAIM_STATUS_MOVES[from].map((status) => CLAIM_STATUS_LABELS[status].toLowerCase()).join(', ');
  return `A claim that is ${CLAIM_STATUS_LABELS[from].toLowerCase()} cannot become ${CLAIM_STATUS_LABELS[to].toLowerCase()}: it can become ${allowed}`;
}
