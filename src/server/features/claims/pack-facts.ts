import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ClaimType } from '../../../contract/claims/rules/claim-types';
import type { CurrencyAmount } from '../../../contract/claims/claims';
import { normaliseAmount } from '../../../contract/claims/payments';
import type { DocumentType } from '../../../contract/documents/documents';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import { claimPackDocuments, claims, clientDocuments } from '../../platform/db/schema';
import { type ClaimRow, claimRow, coveredPayments, paymentTotals } from './claim-state';
import { accountFacts, CLAIM_NOT_FOUND, type ClaimsContext } from './context';
import type { PaymentRow } from './payment-rows';

/** The practice as its letterhead shows it: site content's company details, the configured name without them. */
export interface Practice {
  name: string;
  address: string;
  companyNumber: string;
  regulatorStatement: string;
  regulatorReference: string;
  email: string;
  phone: string;
}

export interface EnclosedDocument {
  id: number;
  fileName: string;
  documentType: DocumentType;
  uploadedAt: string;
}

/** Everything a claim's pack is written from; nothing of staff (names, notes) is in it. */
export interface PackFacts {
  claimId: number;
  accountId: number;
  type: ClaimType;
  counterparty: string;
  reference: string | null;
  caseId: string;
  /** Null: the account has no name; the letter says 'our client'. */
  clientName: string | null;
  payments: PaymentRow[];
  totals: CurrencyAmount[];
  /** The amount staff set for the claim, when they set one (otherwise the totals are claimed). */
  amountClaimed: CurrencyAmount | null;
  /** The crime reference of the account's police report, when one is recorded. */
  police: { to: string; reference: string } | null;
  documents: EnclosedDocument[];
  letterNote: string | null;
  practice: Practice;
  /** The letter's date: today in London. */
  date: string;
}

/** The account's documents enclosed with the claim's pack, oldest first. */
export async function enclosedDocuments(db: Db, claimId: number): Promise<EnclosedDocument[]> {
  const rows = await db
    .select({
      id: clientDocuments.id,
      fileName: clientDocuments.fileName,
      documentType: clientDocuments.documentType,
      uploadedAt: clientDocuments.uploadedAt,
    })
    .from(clientDocuments)
    .where(
      inArray(
        clientDocuments.id,
        db.select({ id: claimPackDocuments.documentId }).from(claimPackDocuments).where(eq(claimPackDocuments.claimId, claimId)),
      ),
    )
    .orderBy(asc(clientDocuments.uploadedAt), asc(clientDocuments.id));
  return rows.map((row) => ({ ...row, documentType: row.documentType as DocumentType, uploadedAt: new Date(row.uploadedAt).toISOString() }));
}

/** The crime reference of the account's latest police report that has one (a withdrawn report is not one). */
async function policeReport(db: Db, accountId: number) {
  const [row] = await db
    .select({ to: claims.counterparty, reference: claims.reference })
    .from(claims)
    .where(
      and(
        eq(claims.clientAccountId, accountId),
        eq(claims.type, 'police_report'),
        isNotNull(claims.reference),
        sql`${claims.status} <> 'withdrawn'`,
      ),
    )
    .orderBy(desc(claims.id))
    .limit(1);
  return row?.reference ? { to: row.to, reference: row.reference } : null;
}

async function practiceOf(context: ClaimsContext): Promise<Practice> {
  const company = await context.companyDetails();
  return {
    name: company.legalName || context.companyName,
    address: company.registeredAddress,
    companyNumber: company.companyNumber,
    regulatorStatement: company.regulatorStatement,
    regulatorReference: company.regulatorReference,
    email: company.email,
    phone: company.phone,
  };
}

const claimedAmount = (row: ClaimRow): CurrencyAmount | null =>
  row.amountClaimed && row.amountClaimedCurrency
    ? { currency: row.amountClaimedCurrency, amount: normaliseAmount(row.amountClaimed, row.amountClaimedCurrency) }
    : null;

/** What the claim's pack says; 404 for an unknown claim, or (`accountId` given) one of another account. */
export async function packFacts(context: ClaimsContext, claimId: number, accountId: number | null = null): Promise<PackFacts> {
  const row = await claimRow(context.db, claimId);
  if (accountId !== null && row.clientAccountId !== accountId) throw new HttpError(404, CLAIM_NOT_FOUND);
  const account = await accountFacts(context, context.db, row.clientAccountId);
  const payments = await coveredPayments(context.db, claimId);
  return {
    claimId,
    accountId: row.clientAccountId,
    type: row.type as ClaimType,
    counterparty: row.counterparty,
    reference: row.reference,
    caseId: account.caseId,
    // The letter goes to the counterparty: never the client's email in place of a name it lacks.
    clientName: account.name || null,
    payments,
    totals: paymentTotals(payments),
    amountClaimed: claimedAmount(row),
    police: await policeReport(context.db, row.clientAccountId),
    documents: await enclosedDocuments(context.db, claimId),
    letterNote: row.packLetterNote,
    practice: await practiceOf(context),
    date: context.today(),
  };
}
