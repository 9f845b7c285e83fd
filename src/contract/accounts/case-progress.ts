import { z } from 'zod';
import { labelledValues } from '../shared/options';

/** Where a client's case stands, in the order a case goes through them. */
export const { values: CASE_STAGES, labels: CASE_STAGE_LABELS } = labelledValues({
  assessment: 'Assessment',
  evidence: 'Evidence gathering',
  claim_submitted: 'Claim submitted',
  awaiting_response: 'Awaiting response',
  funds_recovered: 'Funds recovered',
  closed: 'Closed',
});
export type CaseStage = (typeof CASE_STAGES)[number];

export const FUNDS_NOT_RECORDED_MESSAGE =
  'A case can be marked Funds recovered only when money has been recorded in its ledger or paid out to the client';
/** Posted for the client when a reversal leaves nothing recorded on a case marked Funds recovered. */
export const FUNDS_REVERSED_MESSAGE =
  'A recorded recovery was corrected and no recovered money is now recorded on your case, so it is back to Awaiting response.';
export const UPDATE_NEEDS_CONTENT_MESSAGE = 'Write a message or choose a new stage';

export const postCaseUpdateSchema = z
  .object({
    message: z.string({ error: 'The message must be text' }).trim().max(2000, 'The message must be 2000 characters or less').default(''),
    // An empty choice is no stage change.
    stage: z.preprocess((value) => (value === '' ? undefined : value), z.enum(CASE_STAGES, { error: 'Unknown case stage' }).optional()),
    visibleToClient: z.boolean({ error: 'Say whether the client sees this update (visibleToClient: true or false)' }),
  })
  .refine((v) => v.message.length > 0 || v.stage !== undefined, { message: UPDATE_NEEDS_CONTENT_MESSAGE, path: ['message'] });
export type PostCaseUpdateInput = z.input<typeof postCaseUpdateSchema>;
export type PostCaseUpdate = z.output<typeof postCaseUpdateSchema>;

export const caseUpdateSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  stage: z.enum(CASE_STAGES).nullable(),
  previousStage: z.enum(CASE_STAGES).nullable(),
  visibleToClient: z.boolean(),
  createdAt: z.string(),
});

export const { values: TIMELINE_KINDS } = labelledValues({
  update: 'Update',
  ledger: 'Money recorded',
  payout_requested: 'Payout requested',
  payout_reviewed: 'Payout updated',
  document_requested: 'Document requested',
  document_uploaded: 'Document uploaded',
  document_reviewed: 'Document reviewed',
});
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One event of a case, as staff see it: who did it, and the internal notes. */
export const timelineEventSchema = z.object({
  /** Unique within the case's timeline. */
  id: z.string(),
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** The staff member's name, or null for something the client did. */
  by: z.string().nullable(),
  /** An update's message, a request's or document's title. */
  text: z.string().nullable(),
  stage: z.enum(CASE_STAGES).nullable(),
  previousStage: z.enum(CASE_STAGES).nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  reference: z.string().nullable(),
  /** A payout's or document's status after the event. */
  status: z.string().nullable(),
  /** Why it was refused, written for the client. */
  reason: z.string().nullable(),
  /** Staff only: a ledger note or review notes. */
  internalNote: z.string().nullable(),
  visibleToClient: z.boolean(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** What the client sees of an event: no staff names, no internal notes. */
export const clientTimelineEventSchema = timelineEventSchema.omit({ by: true, internalNote: true, visibleToClient: true });
export type ClientTimelineEvent = z.infer<typeof clientTimelineEventSchema>;

export const timelineSchema = z.object({ items: z.array(timelineEventSchema) });
export const clientTimelineSchema = z.object({ items: z.array(clientTimelineEventSchema) });
