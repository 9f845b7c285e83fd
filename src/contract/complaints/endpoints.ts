import { endpoint } from '../shared/endpoint';
import { idParamSchema } from '../shared/fields';
import { failures, fileReply } from '../shared/replies';
import {
  clientComplaintListSchema,
  clientComplaintSchema,
  clientComplaintViewSchema,
  complaintListQuerySchema,
  complaintListSchema,
  complaintSchema,
  staffComplaintSchema,
  updateComplaintSchema,
} from './complaints';

/** The complaints register: the client's own complaints, and the staff's register. */
export const complaintEndpoints = {
  fileByClient: endpoint({
    method: 'POST',
    path: '/api/client/complaints',
    access: 'client',
    description: 'Files a complaint about our service; the answer carries its reference.',
    body: clientComplaintSchema,
    replies: { 201: clientComplaintViewSchema, ...failures(400, 401) },
  }),
  listForClient: endpoint({
    method: 'GET',
    path: '/api/client/complaints',
    access: 'client',
    description: "The client's complaints, where each stands, and the Ombudsman's terms when they apply.",
    replies: { 200: clientComplaintListSchema, ...failures(401) },
  }),
  oneForClient: endpoint({
    method: 'GET',
    path: '/api/client/complaints/:id',
    access: 'client',
    description:
      "One of the client's complaints, to reread: what they sent, its reference and dates, where it stands, our response and the Ombudsman's terms when they apply. Another client's complaint is not found.",
    params: idParamSchema,
    replies: { 200: clientComplaintViewSchema, ...failures(400, 401, 404) },
  }),
  record: endpoint({
    method: 'POST',
    path: '/api/admin/complaints',
    access: 'caseworker',
    description: 'Records a complaint received by phone, email or letter.',
    body: staffComplaintSchema,
    replies: { 201: complaintSchema, ...failures(400, 401, 404) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/complaints',
    access: 'caseworker',
    description:
      "The register, newest first, a page at a time (`page`, `pageSize`; `total` is every complaint matching), with each complaint's deadlines; `overdue=true` keeps those past 8 weeks without a final response.",
    query: complaintListQuerySchema,
    replies: { 200: complaintListSchema, ...failures(400, 401) },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/admin/complaints/export',
    access: 'admin',
    description: 'The register as CSV (for the complaints return).',
    produces: ['text/csv; charset=utf-8'],
    replies: { 200: fileReply('The register as CSV'), ...failures(401, 403) },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/complaints/:id',
    access: 'caseworker',
    description: 'Moves a complaint on: acknowledged, investigating, a final response (with outcome and response) or a summary resolution.',
    params: idParamSchema,
    body: updateComplaintSchema,
    replies: { 200: complaintSchema, ...failures(400, 401, 404, 409) },
  }),
};
