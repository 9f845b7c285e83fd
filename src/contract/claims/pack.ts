import { z } from 'zod';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../documents/documents';
import { MAX_ID } from '../leads/lead';
import { idParamSchema } from '../shared/fields';

/** How many of the account's documents a pack may enclose, and how long the letter's own paragraph may be. */
export const MAX_PACK_DOCUMENTS = 50;
export const MAX_LETTER_NOTE = 4000;
export const UNKNOWN_PACK_DOCUMENT_MESSAGE = "A document chosen for the pack is not one of this account's";
/** The ZIP refused (409) because an enclosed document's stored file is gone or shorter than it was uploaded. */
export const packDocumentNotStoredMessage = (fileName: string) =>
  `The stored file of "${fileName}" is missing or incomplete, so the ZIP was not made. Take it out of the pack, or ask the client to upload it again.`;

const documentId = z.number({ error: 'Unknown document' }).int('Unknown document').positive('Unknown document').max(MAX_ID, 'Unknown document');

/**
 * PUT /api/admin/claims/:id/pack: the documents enclosed with the claim (the account's own) and the
 * paragraph staff add to its letter. It replaces what was chosen: a paragraph left out is none.
 */
export const claimPackSchema = z.object({
  documentIds: z
    .array(documentId, { error: 'documentIds must be a list of document ids' })
    .max(MAX_PACK_DOCUMENTS, `At most ${MAX_PACK_DOCUMENTS} documents a pack`)
    .transform((ids) => [...new Set(ids)]),
  letterNote: z
    .string({ error: 'The letter paragraph must be text' })
    .trim()
    .max(MAX_LETTER_NOTE, `The letter paragraph must be ${MAX_LETTER_NOTE} characters or less`)
    .nullish()
    .transform((value) => value || null),
});
export type ClaimPackInput = z.input<typeof claimPackSchema>;
export type ClaimPack = z.output<typeof claimPackSchema>;

/** One of the account's documents, as the pack's chooser lists it. */
export const packDocumentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Enclosed with this claim's pack. */
  chosen: z.boolean(),
});
export type PackDocument = z.infer<typeof packDocumentSchema>;

/** GET /api/admin/claims/:id/pack/contents: what the pack holds now, and the account's documents to choose from. */
export const claimPackContentsSchema = z.object({
  claimId: z.number().int(),
  letterNote: z.string().nullable(),
  documents: z.array(packDocumentSchema),
});
export type ClaimPackContents = z.infer<typeof claimPackContentsSchema>;

/** The client's route names its claim `:claimId`. */
export const claimIdParamSchema = z.object({ claimId: idParamSchema.shape.id });
