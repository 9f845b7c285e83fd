import { endpoint } from '../shared/endpoint';
import { idParamSchema } from '../shared/fields';
import { failures, fileReply } from '../shared/replies';
import { claimIdParamSchema, claimPackContentsSchema, claimPackSchema } from './pack';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const ZIP_CONTENT_TYPE = 'application/zip';

/** The evidence pack a claim is filed with: its letter and schedule (PDF), and the documents enclosed (ZIP). */
export const claimPackEndpoints = {
  contents: endpoint({
    method: 'GET',
    path: '/api/admin/claims/:id/pack/contents',
    access: 'caseworker',
    description: "What the claim's pack holds: the letter's own paragraph, and the account's documents with those enclosed marked `chosen`.",
    params: idParamSchema,
    replies: { 200: claimPackContentsSchema, ...failures(400, 401, 404) },
  }),
  choose: endpoint({
    method: 'PUT',
    path: '/api/admin/claims/:id/pack',
    access: 'caseworker',
    description:
      "Chooses the documents enclosed with the claim (the account's own only, else 400 and nothing changes) and the paragraph added to its letter; replaces the previous choice. Audited.",
    params: idParamSchema,
    body: claimPackSchema,
    replies: { 200: claimPackContentsSchema, ...failures(400, 401, 404) },
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/admin/claims/:id/pack',
    access: 'caseworker',
    description:
      "The claim's letter to the counterparty on the practice's details, the rule it relies on, the schedule of its payments with their totals, the police crime reference when recorded and the list of enclosed documents, as a PDF attachment. Audited.",
    params: idParamSchema,
    produces: [PDF_CONTENT_TYPE],
    replies: { 200: fileReply('The pack as a PDF, streamed'), ...failures(400, 401, 404) },
  }),
  zip: endpoint({
    method: 'GET',
    path: '/api/admin/claims/:id/pack.zip',
    access: 'caseworker',
    description:
      "The pack's PDF with the documents enclosed with it (under `documents/`, byte for byte), as a ZIP streamed. Audited. An enclosed document whose stored file is missing or incomplete answers 409 and nothing is sent; one that fails to read once the ZIP has started ends the connection, so the download fails rather than ending as a shorter archive.",
    params: idParamSchema,
    produces: [ZIP_CONTENT_TYPE],
    replies: { 200: fileReply('The PDF and the enclosed documents as a ZIP, streamed'), ...failures(400, 401, 404, 409) },
  }),
  pdfForClient: endpoint({
    method: 'GET',
    path: '/api/client/claims/:claimId/pack',
    access: 'client',
    description:
      "The signed-in client's own claim pack (the same letter, paragraph and schedule; not the files, which they already have), to file the claim themselves for free. Another client's claim answers 404. At most CLIENT_PACK_RATE_LIMIT_MAX a minute for each client (429 past it). Audited.",
    params: claimIdParamSchema,
    produces: [PDF_CONTENT_TYPE],
    replies: { 200: fileReply('The pack as a PDF, streamed'), ...failures(400, 401, 404, 429) },
  }),
};
