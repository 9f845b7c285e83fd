import { asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../platform/db/client';
import { auditLog, clientSubmissions, type contactSubmissions } from '../platform/db/schema';
import { uniqueEmail } from './unique-email';
import { validAssessment } from './intake-fixtures';
import type { AssessmentInput } from '../../contract/intake/assessment';

/** Leads inserted straight into the database, and row counts. */

export type LeadSeed = Partial<typeof clientSubmissions.$inferInsert>;

// Leads are created a minute apart from here on, in the order given, so date sorts are exact.
const BASE_TIME = Date.parse('2024-03-01T09:00:00.000Z');
let clock = 0;

export function nextCreatedAt(): string {
  clock += 1;
  return new Date(BASE_TIME + clock * 60_000).toISOString();
}

export function leadSeed(overrides: LeadSeed = {}): typeof clientSubmissions.$inferInsert {
  // The same person as a valid assessment, written straight to the table.
  return {
    ...(validAssessment({ email: uniqueEmail('lead'), phone: '020 7946 0958' }) as AssessmentInput),
    expertCallTime: 'Weekday mornings',
    createdAt: nextCreatedAt(),
    ...overrides,
  };
}

/** Inserts the leads in the order given (each a minute after the one before) and returns their ids. */
export async function seedLeads(db: Db, rows: LeadSeed[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => leadSeed(row));
  const ids: number[] = [];
  // In slices: one insert carries at most 65,535 parameters.
  for (let i = 0; i < values.length; i += 500) {
    const inserted = await db
      .insert(clientSubmissions)
      .values(values.slice(i, i + 500))
      .returning({ id: clientSubmissions.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Empties the leads and the audit log, so a test can count exactly. */
export async function clearLeads(db: Db): Promise<void> {
  await db.delete(auditLog);
  await db.delete(clientSubmissions);
}

export async function leadCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clientSubmissions);
  return row.n;
}

export async function auditCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return row.n;
}

/** Every lead row, by id: for checking that a refused call changed nothing. */
export function allLeadRows(db: Db) {
  return db.select().from(clientSubmissions).orderBy(asc(clientSubmissions.id));
}

/** The one stored row of a lead (or contact message) with this id. */
export async function storedRow<T extends typeof clientSubmissions | typeof contactSubmissions>(
  db: Db,
  table: T,
  id: number,
): Promise<T['$inferSelect']> {
  const rows = (await db
    .select()
    .from(table as typeof clientSubmissions)
    .where(eq(table.id, id))) as T['$inferSelect'][];
  expect(rows).toHaveLength(1);
  return rows[0];
}
