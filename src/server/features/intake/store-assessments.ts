import type { AssessmentCreated } from '../../../contract/intake/assessment';
import type { Db } from '../../platform/db/client';
import {
  type BatchOptions,
  earlierSendings,
  insertLeadBatch,
  isReferenceClash,
  keepResentAssessments,
  type NewLead,
  nextCaseworkers,
  sendingKey,
} from './lead-batch-insert';
import { newAssessmentReference } from './reference';

/** Each lead of a batch: stored (its id and reference), a duplicate (null), or an error to answer with. */
export type StoredAssessment = AssessmentCreated | null | Error;

/** The batch's rows, each with the next caseworker's turn when new leads are handed out in turn. */
async function assignedInTurn(db: Db, rows: NewLead[], options: BatchOptions): Promise<NewLead[]> {
  if (!options.roundRobin) return rows;
  const turns = await nextCaseworkers(db, rows.length);
  return rows.map((row, i) => ({ ...row, assignedTo: turns[i] }));
}

/** Inserts the batch; a clash of references (never seen, but it must not lose a lead) is tried again with new ones. */
async function insertWithFreshReferences(db: Db, rows: NewLead[], options: BatchOptions) {
  try {
    return await insertLeadBatch(db, rows, options);
  } catch (error) {
    if (!isReferenceClash(error)) throw error;
    return insertLeadBatch(
      db,
      rows.map((row) => ({ ...row, reference: newAssessmentReference() })),
      options,
    );
  }
}

/**
 * Stores a batch of assessments in one statement and answers each: its new lead, the lead an earlier copy
 * of the same sending stored, or null for a duplicate email (whose words are kept as a note on that lead).
 */
export async function storeAssessments(db: Db, batch: NewLead[], options: BatchOptions): Promise<StoredAssessment[]> {
  const rows = await assignedInTurn(db, batch, options);
  const inserted = await insertWithFreshReferences(db, rows, options);
  // Within one statement the first row with an email wins; every other one is a duplicate, unless
  // it is the same sending again (same sending id and email), which gets the same answer.
  const byEmail = new Map(inserted.map((r) => [r.email, { id: r.id, reference: r.reference }]));
  const sent = new Map<string, AssessmentCreated>();
  const keys = rows.map((row) => (row.sendingId ? sendingKey(row.email, row.sendingId) : null));
  const created = rows.map((row, i) => {
    const stored = byEmail.get(row.email);
    byEmail.delete(row.email);
    if (stored && keys[i]) sent.set(keys[i], stored);
    return stored;
  });
  const again = rows.filter((_row, i) => !created[i] && keys[i] && !sent.has(keys[i]));
  if (again.length > 0) {
    // The batch is stored: a failed look-up only leaves these copies refused as duplicates.
    const earlier = await earlierSendings(db, again).catch(() => new Map<string, AssessmentCreated>());
    for (const [key, stored] of earlier) sent.set(key, stored);
  }
  const answers: StoredAssessment[] = created.map((stored, i) => stored ?? (keys[i] ? sent.get(keys[i]) : undefined) ?? null);
  const duplicates = rows.filter((_, i) => answers[i] === null);
  if (duplicates.length > 0) {
    // What they sent is kept on the lead their email has before they are told it exists. The batch's
    // new leads are stored whatever happens here: only the duplicates are asked to send again.
    const failed = await keepResentAssessments(db, duplicates).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    if (failed) return answers.map((answer) => answer ?? failed);
  }
  return answers;
}
