// What the client reads of their claims: what each is, in plain words, when to expect an answer, and
// that they could make bank, card and Ombudsman claims themselves for free (FCA CMCOB 4.2.2R).
import { OMBUDSMAN } from '../complaints/complaints';
import type { ClaimDates } from './rules/claim-dates';
import type { ClaimStatus } from './rules/claim-statuses';
import type { ClaimType } from './rules/claim-types';
import { formatDay } from './rules/wording';

const namesOmbudsman = (counterparty: string) => /ombudsman/i.test(counterparty);

/** "Reimbursement claim to Example Bank under the APP scam rules" */
export function claimTitle(type: ClaimType, counterparty: string): string {
  const to = counterparty.trim();
  switch (type) {
    case 'app_reimbursement':
      return `Reimbursement claim to ${to} under the APP scam rules`;
    case 'chargeback':
      return `Chargeback request to ${to}, your card provider`;
    case 'section_75':
      return `Section 75 claim to ${to}, your credit card provider`;
    case 'firm_complaint':
      return `Complaint to ${to}`;
    case 'ombudsman':
      return namesOmbudsman(to)
        ? `Referral of your complaint to the ${OMBUDSMAN.name}`
        : `Referral of your complaint about ${to} to the ${OMBUDSMAN.name}`;
    case 'exchange_freeze':
      return `Request to ${to} to freeze the funds you sent`;
    case 'police_report':
      return `Report of the scam to ${to}`;
  }
}

/**
 * The free route, said with every bank, card and Ombudsman claim (and a complaint to a firm): the client
 * could make it themselves, without paying anyone. None for a freeze request or a police report.
 */
export function freeRouteNotice(type: ClaimType, counterparty: string): string | null {
  const to = counterparty.trim();
  const yourself = 'You can make this claim yourself, without paying anyone';
  switch (type) {
    case 'app_reimbursement':
      return `${yourself}: ask ${to} to reimburse you under the APP scam reimbursement rules.`;
    case 'chargeback':
      return `${yourself}: ask ${to} for a chargeback.`;
    case 'section_75':
      return `${yourself}: write to ${to} under section 75 of the Consumer Credit Act 1974.`;
    case 'firm_complaint':
      return `You can make this complaint yourself, without paying anyone: complain to ${to} directly.`;
    case 'ombudsman':
      return `You can refer your complaint yourself, without paying anyone: the ${OMBUDSMAN.name} is free (${OMBUDSMAN.url}, ${OMBUDSMAN.phone}).`;
    default:
      return null;
  }
}

/**
 * When the client can expect something of a claim, in a sentence: "Your bank should decide by 12 March".
 * None when no date applies (a chargeback waits on the card provider, with no date set for it).
 */
export function claimDatePhrase(
  claim: { type: ClaimType; status: ClaimStatus; counterparty: string },
  dates: ClaimDates,
  today: string,
): string | null {
  const date = dates.nextDate;
  if (!date) return null;
  const day = formatDay(date, today);
  const passed = date < today;
  if (claim.status === 'preparing') {
    if (date !== dates.fileBy) return null;
    return passed ? `The usual time limit to make this claim ended on ${day}` : `This claim needs to be made by ${day}`;
  }
  if (claim.status === 'filed' || claim.status === 'information_requested') {
    if (claim.type === 'app_reimbursement') return passed ? `Your bank should have decided by ${day}` : `Your bank should decide by ${day}`;
    if (claim.type === 'firm_complaint') {
      const firm = claim.counterparty.trim();
      return passed ? `${firm} should have sent its final response by ${day}` : `${firm} should send its final response by ${day}`;
    }
    return null;
  }
  if ((claim.status === 'partly_upheld' || claim.status === 'rejected') && date === dates.referBy && !passed) {
    return `You can refer this to the ${OMBUDSMAN.name} until ${day}`;
  }
  return null;
}
