import { eq, sql } from 'drizzle-orm';
import type { LeadBulk } from '../../../contract/leads/bulk';
import type { Lead, LeadUpdate } from '../../../contract/leads/lead';
import type { LeadFilter, LeadListQuery } from '../../../contract/leads/list';
import type { Db } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import type { Notifier } from '../../platform/mail/notifier';
import { addLeadNote, leadActivity, leadNotes } from './activity';
import { countMatching, openComplaintAmong } from './bulk';
import { changeInBulk, type CrmEnqueue, leadTableVacuum, VACUUM_AFTER_BULK_ROWS } from './change-in-bulk';
import { changeLead } from './change-lead';
import { countBySource } from './count-by-source';
import { deleteLead } from './erase-lead';
import { exportPerson } from './export-person';
import { findLead } from './find-lead';
import { duplicateCandidates, duplicateGroups } from './find-duplicates';
import { leadWhere } from './lead-filters';
import { foldLeadTallies } from './lead-tallies';
import { listLeads } from './list-leads';
import { mergeLeads } from './merge-leads';
import { readHistory } from './read-history';
import { summariseLeads } from './summarise-leads';

/** The lead desk: each operation is a file of its own; this composes them over one database and notifier. */
export function createLeadsService(db: Db, notifier: Notifier, onError: (error: unknown, what: string) => void = () => {}) {
  const vacuumSoon = leadTableVacuum(db, onError);

  return {
    listLeads: (query: LeadListQuery, viewerId: number | null = null) => listLeads(db, query, viewerId),
    summary: (viewerId: number) => summariseLeads(db, viewerId),
    getLead: (id: number) => findLead(db, id),
    sources: (range: { from?: string; to?: string }) => countBySource(db, range),
    history: (id: number) => readHistory(db, id),
    updateLead: (id: number, patch: LeadUpdate, actorId: number): Promise<Lead> =>
      db.transaction((tx) => changeLead(tx, notifier, id, patch, actorId)),

    /**
     * Marks a lead that became a client converted, as a staff change of its status; called in the
     * transaction that links the account. A closed lead is converted too: the person became a client after all.
     */
    async markConverted(tx: Db, id: number, actorId: number): Promise<void> {
      await changeLead(tx, notifier, id, { status: 'converted' }, actorId);
    },

    /** Deletes the lead and every trace of its personal data (also how an erasure request is served). */
    deleteLead: (id: number, actorId: number | null) => deleteLead(db, id, actorId),

    /** The reference of an open complaint of the person behind a lead, if any (an account's erasure also erases its lead). */
    async openComplaintOf(id: number): Promise<string | null> {
      return (await openComplaintAmong(db, eq(leads.id, id)))?.reference ?? null;
    },

    exportPerson: (id: number) => exportPerson(db, id),

    /** The hold on a lead, if any (an account's erasure also erases its lead). */
    async holdOf(id: number): Promise<string | null> {
      const [row] = await db.select({ reason: leads.legalHoldReason }).from(leads).where(eq(leads.id, id));
      return row?.reason ?? null;
    },

    /**
     * A bulk action on the selected leads or on every lead matching a filter, in batches (see changeInBulk);
     * sharing with the partner CRM goes through `crmEnqueue`. A large one is followed by a vacuum.
     */
    async bulk(action: LeadBulk, actorId: number, crmEnqueue: CrmEnqueue): Promise<{ affected: number }> {
      const result = await changeInBulk(db, notifier, action, actorId, crmEnqueue);
      if (result.affected >= VACUUM_AFTER_BULK_ROWS) vacuumSoon();
      return result;
    },
    notes: async (id: number) => leadNotes(db, await findLead(db, id)),
    addNote: async (id: number, authorId: number, body: string) => addLeadNote(db, (await findLead(db, id)).id, authorId, body),
    activity: async (id: number) => leadActivity(db, await findLead(db, id)),
    duplicates: async (id: number) => duplicateCandidates(db, (await findLead(db, id)).id),
    duplicateGroups: () => duplicateGroups(db),
    async merge(keptId: number, otherId: number, actor: { id: number; isAdmin: boolean }): Promise<Lead> {
      await mergeLeads(db, keptId, otherId, actor);
      return findLead(db, keptId);
    },

    /** Moves new leads' search entries from the search index's pending list into the index (migration 0026). */
    async cleanSearchIndex(): Promise<void> {
      await db.execute(sql`select gin_clean_pending_list('client_submissions_search_idx'::regclass)`);
    },

    /** Folds the kept figures into as few rows as their groups need (hourly; see foldLeadTallies). */
    tidyTallies: () => foldLeadTallies(db),

    /** How many leads the list's filter matches, exactly: what a bulk action on it will change. */
    count: (filter: LeadFilter, viewerId: number) => countMatching(db, leadWhere(filter, viewerId)),
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
