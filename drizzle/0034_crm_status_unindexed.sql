-- No query filters leads by their CRM status alone (the sync page counts over every lead): the index
-- only cost each new lead an insert, and kept every CRM status change from being written in place
-- (migration 0023).
DROP INDEX "client_submissions_crm_status_idx";
