// Leads that may be the same person, and merging them.
import { z } from 'zod';
import { leadSchema, MAX_ID } from './lead';

/** Why two leads may be the same person, strongest first. */
export const DUPLICATE_REASONS = ['phone', 'email', 'nameCountry'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  phone: 'Same phone number',
  email: 'Same email name at another domain',
  nameCountry: 'Same name and country',
};
export const leadBriefSchema = leadSchema.pick({
  id: true,
  reference: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  country: true,
  status: true,
  assignedTo: true,
  createdAt: true,
});
export type LeadBrief = z.infer<typeof leadBriefSchema>;
export const leadDuplicateListSchema = z.object({
  items: z.array(z.object({ lead: leadBriefSchema, reasons: z.array(z.enum(DUPLICATE_REASONS)) })),
});
export type LeadDuplicateList = z.infer<typeof leadDuplicateListSchema>;
/** Groups of leads that share a phone number, an email name or a name and country, newest first. */
export const leadDuplicateGroupsSchema = z.object({
  items: z.array(z.object({ reason: z.enum(DUPLICATE_REASONS), leads: z.array(leadBriefSchema) })),
});
export type LeadDuplicateGroups = z.infer<typeof leadDuplicateGroupsSchema>;

export const mergeLeadSchema = z.object({
  otherId: z
    .number({ error: 'otherId must be a lead id' })
    .int('otherId must be a lead id')
    .positive('otherId must be a lead id')
    .max(MAX_ID, 'otherId must be a lead id'),
});
export const MERGE_SELF_MESSAGE = 'A lead cannot be merged with itself';
export const MERGE_HELD_MESSAGE = 'A lead under a legal hold cannot be merged away';
export const MERGE_FORBIDDEN_MESSAGE = 'Only an admin or the caseworker assigned to the lead can merge into it';
export const MERGE_TWO_ACCOUNTS_MESSAGE = 'Both leads have a client account: a lead keeps one account, so these cannot be merged';
/** A merge deletes the other lead: a caseworker may do it only for what the duplicate finder would offer them. */
export const MERGE_NEEDS_ADMIN_MESSAGE =
  'A caseworker can merge into their lead only a possible duplicate of it (the same phone, email name, or name and country) that is not assigned to someone else and has no client account: ask an admin';
