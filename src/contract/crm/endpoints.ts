import { endpoint } from '../shared/endpoint';
import { idParamSchema } from '../shared/fields';
import { failures } from '../shared/replies';
import { crmBulkResultSchema, crmMessageSchema, crmStatusQuerySchema, crmSyncStatusSchema, syncLeadsSchema } from './crm';

/** The partner CRM: where its outbox stands, and sending leads to it (an admin's, one lead or many). */
export const crmEndpoints = {
  syncStatus: endpoint({
    method: 'GET',
    path: '/api/admin/crm/sync-status',
    access: 'caseworker',
    query: crmStatusQuerySchema,
    replies: { 200: crmSyncStatusSchema, ...failures(400, 401) },
  }),
  syncLead: endpoint({
    method: 'POST',
    path: '/api/admin/crm/sync-lead/:id',
    // Sharing a lead with another firm is an admin's, one lead or many: caseworkers may not.
    access: 'admin',
    params: idParamSchema,
    replies: { 200: crmMessageSchema, 202: crmMessageSchema, ...failures(400, 401, 403, 404, 409) },
  }),
  syncLeads: endpoint({
    method: 'POST',
    path: '/api/admin/crm/sync-leads',
    access: 'admin',
    body: syncLeadsSchema,
    replies: { 202: crmBulkResultSchema, ...failures(400, 401, 403, 409) },
  }),
};
