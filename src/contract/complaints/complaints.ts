import { z } from 'zod';
import { emailField, filterChoice, momentField, pageQueryFields, pageReplyFields, requiredText } from '../shared/fields';
import { MAX_ID } from '../leads/lead';
import { labelledValues, isOneOf } from '../shared/options';

/** A complaint's states (FCA DISP 1): received -> acknowledged -> investigating -> final_response, or resolved_summary within 3 business days. */
export const { values: COMPLAINT_STATUSES, labels: COMPLAINT_STATUS_LABELS } = labelledValues({
  received: 'Received',
  acknowledged: 'Acknowledged',
  investigating: 'Being investigated',
  final_response: 'Final response sent',
  resolved_summary: 'Resolved (summary resolution)',
});
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
/** The states a complaint is still open in, in order. */
export const OPEN_COMPLAINT_STATUSES = ['received', 'acknowledged', 'investigating'] as const satisfies readonly ComplaintStatus[];
/** Still being handled: neither a final response nor a summary resolution yet. */
export const isOpenComplaint = isOneOf(OPEN_COMPLAINT_STATUSES);

const outcomes = labelledValues({ upheld: 'Upheld', partly_upheld: 'Partly upheld', rejected: 'Rejected' });
export const COMPLAINT_OUTCOMES = outcomes.values;
export const COMPLAINT_OUTCOME_LABELS = outcomes.labels;

const channels = labelledValues({ portal: 'Client portal', phone: 'Phone', email: 'Email', letter: 'Letter' });
export const COMPLAINT_CHANNELS = channels.values;
export const COMPLAINT_CHANNEL_LABELS = channels.labels;
/** How staff record a complaint received outside the portal. */
export const STAFF_COMPLAINT_CHANNELS = ['phone', 'email', 'letter'] as const;

/** The weeks a firm has for its final response before the complainant may go to the Ombudsman. */
export const FINAL_RESPONSE_WEEKS = 8;
/** Business days (after the day of receipt) within which a summary resolution is allowed. */
export const SUMMARY_RESOLUTION_BUSINESS_DAYS = 3;

/** The Financial Ombudsman Service, as its own standard wording and contact details give it. */
export const OMBUDSMAN = {
  name: 'Financial Ombudsman Service',
  address: 'Exchange Tower, London E14 9SR',
  phone: '0800 023 4567',
  email: 'complaint.info@financial-ombudsman.org.uk',
  url: 'https://www.financial-ombudsman.org.uk',
} as const;
const ombudsmanContact = `${OMBUDSMAN.name}, ${OMBUDSMAN.address}; telephone ${OMBUDSMAN.phone}; email ${OMBUDSMAN.email}; website ${OMBUDSMAN.url}.`;
/** Shown with a final response. */
export const OMBUDSMAN_AFTER_FINAL_RESPONSE =
  'You have the right to refer your complaint to the Financial Ombudsman Service, free of charge, but you must do so within six months of the date of our final response. ' +
  'If you do not refer your complaint in time, the Ombudsman will not have our permission to consider your complaint and so will only be able to do so in very limited circumstances, for example if it believes that the delay was as a result of exceptional circumstances. ' +
  `Contact: ${ombudsmanContact}`;
/** Shown with a summary resolution (DISP 1.5): resolved, and the Ombudsman is still open to them. */
export const OMBUDSMAN_AFTER_SUMMARY_RESOLUTION =
  'We consider your complaint resolved. If you later become dissatisfied with how it was resolved, you may refer it to the Financial Ombudsman Service, free of charge. ' +
  `Contact: ${ombudsmanContact}`;
/** Shown when eight weeks have passed without a final response. */
export const OMBUDSMAN_AFTER_EIGHT_WEEKS =
  'We have not sent you our final response within eight weeks of receiving your complaint. You may now refer your complaint to the Financial Ombudsman Service, free of charge. ' +
  'You must do so within six months of the date of our final response, once we send it. ' +
  `Contact: ${ombudsmanContact}`;

export const clientComplaintSchema = z.object({
  subject: requiredText('Say what your complaint is about', 200),
  details: requiredText('Tell us what went wrong', 5000),
});
export type ClientComplaintInput = z.input<typeof clientComplaintSchema>;

const optionalId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message).nullable().optional();

export const COMPLAINT_EMAIL_NEEDED_MESSAGE = 'A complaint received by email needs the address it came from';
export const COMPLAINT_CONTACT_NEEDED_MESSAGE = 'Without an email, say how to reach them in writing: a postal address, or a phone number';
export const COMPLAINT_CONTACT_MAX = 500;
const COMPLAINT_EMAIL_INVALID_MESSAGE = 'Enter a valid email address, or leave it empty';
/** Optional text: blank is none (null). */
const optionalText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/** A complaint received by phone, email or letter, as staff record it (see `staffComplaintSchema`). */
export const staffComplaintFields = z.object({
  name: requiredText("The complainant's name is required", 200),
  email: optionalText(COMPLAINT_EMAIL_INVALID_MESSAGE, 254).pipe(emailField(COMPLAINT_EMAIL_INVALID_MESSAGE).nullable()),
  contact: optionalText(`How to reach them must be ${COMPLAINT_CONTACT_MAX} characters or less`, COMPLAINT_CONTACT_MAX),
  clientAccountId: optionalId('Unknown client account'),
  leadId: optionalId('Unknown lead'),
  channel: z.enum(STAFF_COMPLAINT_CHANNELS, { error: 'How it was received: phone, email or letter' }),
  summary: requiredText('Summarise the complaint', 5000),
  receivedAt: momentField('When it was received must be a date and time'),
});

/**
 * Someone who rang or wrote may have no email: then how to reach them in writing is needed instead, since
 * the acknowledgement and the final response must reach them. One who emailed has the address it came from.
 */
export function reachableComplainant<
  T extends z.ZodType<{ channel: string; email: string | null; contact: string | null; clientAccountId?: number | null }>,
>(schema: T) {
  return schema
    .refine((v) => v.channel !== 'email' || v.email !== null, { message: COMPLAINT_EMAIL_NEEDED_MESSAGE, path: ['email'] })
    .refine((v) => v.email !== null || v.contact !== null || Boolean(v.clientAccountId), {
      message: COMPLAINT_CONTACT_NEEDED_MESSAGE,
      path: ['contact'],
    });
}
export const staffComplaintSchema = reachableComplainant(staffComplaintFields);
export type StaffComplaintInput = z.input<typeof staffComplaintSchema>;
export type StaffComplaint = z.output<typeof staffComplaintSchema>;

export const FINAL_RESPONSE_NEEDS_MESSAGE = 'A final response needs its outcome and the response sent to the complainant';
/** The complainant is told it is resolved and reads how: there must be something to read. */
export const SUMMARY_RESOLUTION_NEEDS_MESSAGE = 'A summary resolution needs the resolution as the complainant is to read it';
export const updateComplaintSchema = z
  .object({
    status: z.enum(COMPLAINT_STATUSES, { error: 'Unknown complaint status' }),
    outcome: z.enum(COMPLAINT_OUTCOMES, { error: 'Outcome must be upheld, partly_upheld or rejected' }).optional(),
    response: z.string({ error: 'The response must be text' }).trim().max(10_000, 'The response must be 10000 characters or less').optional(),
  })
  .refine((v) => v.status !== 'final_response' || (v.outcome !== undefined && Boolean(v.response)), {
    message: FINAL_RESPONSE_NEEDS_MESSAGE,
    path: ['response'],
  })
  .refine((v) => v.status !== 'resolved_summary' || Boolean(v.response), { message: SUMMARY_RESOLUTION_NEEDS_MESSAGE, path: ['response'] });
export type UpdateComplaint = z.output<typeof updateComplaintSchema>;

/** Complaints on a page of the register. */
export const COMPLAINTS_PAGE_SIZE = 50;
export const COMPLAINTS_PAGE_SIZE_MAX = 200;
export const complaintListQuerySchema = z.object({
  status: filterChoice(COMPLAINT_STATUSES, 'complaint status'),
  overdue: z.enum(['true', 'false'], { error: 'overdue must be true or false' }).optional(),
  ...pageQueryFields(COMPLAINTS_PAGE_SIZE, COMPLAINTS_PAGE_SIZE_MAX),
});
export type ComplaintListQuery = z.output<typeof complaintListQuerySchema>;

/** A complaint as staff see it, with its deadlines (calendar dates, UK time, each meaning the end of that day). */
export const complaintSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  /** None for someone who rang or wrote without one: `contact` says how to reach them. */
  email: z.string().nullable(),
  contact: z.string().nullable(),
  clientAccountId: z.number().int().nullable(),
  leadId: z.number().int().nullable(),
  channel: z.enum(COMPLAINT_CHANNELS),
  subject: z.string().nullable(),
  summary: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  response: z.string().nullable(),
  receivedAt: z.string(),
  summaryDeadline: z.string(),
  finalDeadline: z.string(),
  /** Still open past its final-response deadline. */
  overdue: z.boolean(),
  /** A summary resolution is still allowed (open, within 3 business days). */
  summaryWindowOpen: z.boolean(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Complaint = z.infer<typeof complaintSchema>;
/** One page of the register, newest first; `total` is every complaint the filter matches. */
export const complaintListSchema = z.object({ items: z.array(complaintSchema), ...pageReplyFields });
export type ComplaintList = z.infer<typeof complaintListSchema>;

/**
 * What the complainant sees of one complaint in the portal: what they sent (or, for one made by phone, email
 * or letter, how we recorded it), its reference and dates, where it stands, our response, and the Ombudsman's
 * terms when they apply. Never who handled it, nor the complainant's details as staff keep them.
 */
export const clientComplaintViewSchema = complaintSchema
  .pick({
    id: true,
    reference: true,
    channel: true,
    subject: true,
    summary: true,
    status: true,
    outcome: true,
    response: true,
    receivedAt: true,
    finalDeadline: true,
    // The date of the final response or resolution: the Ombudsman's six months run from it.
    closedAt: true,
  })
  .extend({ ombudsmanNotice: z.string().nullable() });
export type ClientComplaintView = z.infer<typeof clientComplaintViewSchema>;
/** A complaint in the client's list: where it stands; what was written is read one complaint at a time. */
export const clientComplaintListItemSchema = clientComplaintViewSchema.omit({ summary: true });
export type ClientComplaintListItem = z.infer<typeof clientComplaintListItemSchema>;
export const clientComplaintListSchema = z.object({ items: z.array(clientComplaintListItemSchema) });

export const COMPLAINT_NOT_FOUND = 'Complaint not found';
export const SUMMARY_WINDOW_CLOSED_MESSAGE =
  'A summary resolution is only possible by the end of the third business day after the complaint was received: send a final response instead';
export const COMPLAINT_CLOSED_MESSAGE = 'This complaint is closed';

/** Told to staff closing a complaint of someone we have no email for: nothing is sent for them. */
export const NO_EMAIL_RESPONSE_HINT =
  "We have no email for this complainant, so nothing is sent to them: send your response to them in writing yourself, with the Financial Ombudsman Service's terms.";
/** Told to staff closing a complaint of someone with no client account: our email never carries the case, so it cannot carry the response. */
export const NO_ACCOUNT_RESPONSE_HINT =
  "This complainant has no client account, so they cannot read it here: make sure you send it to them yourself. They are emailed that we have responded, with the Financial Ombudsman Service's terms.";
