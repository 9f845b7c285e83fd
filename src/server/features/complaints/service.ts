import type { BankHolidays } from '../../../contract/shared/business-days';
import type { Db } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import type { ComplaintsContext } from './complaint-views';
import { sendEightWeekNotices } from './eight-week-notices';
import { exportComplaintsCsv } from './export-complaints';
import { fileByClient, recordComplaint } from './file-complaint';
import { clientComplaint, clientComplaints, listComplaints } from './list-complaints';
import { updateComplaint } from './update-complaint';
import { toComplaint } from './complaint-views';

export interface ComplaintsOptions {
  notifier: Notifier;
  bankHolidays: BankHolidays;
  /** The current time (tests move it). */
  now?: () => Date;
}

/** The complaints register: filed by clients or recorded by staff, worked to a final response within the DISP deadlines. */
export function createComplaints(db: Db, options: ComplaintsOptions) {
  const ctx: ComplaintsContext = { db, notifier: options.notifier, holidays: options.bankHolidays, now: options.now ?? (() => new Date()) };
  return {
    toComplaint: (row: Parameters<typeof toComplaint>[1]) => toComplaint(ctx, row),
    fileByClient: (accountId: number, input: { subject: string; details: string }) => fileByClient(ctx, accountId, input),
    record: (input: Parameters<typeof recordComplaint>[1], actorUserId: number) => recordComplaint(ctx, input, actorUserId),
    list: (filter: Parameters<typeof listComplaints>[1]) => listComplaints(ctx, filter),
    forClient: (accountId: number) => clientComplaints(ctx, accountId),
    oneForClient: (accountId: number, id: number) => clientComplaint(ctx, accountId, id),
    update: (id: number, change: Parameters<typeof updateComplaint>[2], actorUserId: number) => updateComplaint(ctx, id, change, actorUserId),
    sendEightWeekNotices: () => sendEightWeekNotices(ctx),
    exportCsv: () => exportComplaintsCsv(ctx),
  };
}

export type ComplaintsService = ReturnType<typeof createComplaints>;
