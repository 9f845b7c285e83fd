// Shared fixtures of the staff journeys: the first admin the e2e server creates on its empty database.
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'correct-horse-battery';

// The fake partner CRM of the CRM journey listens here; the e2e server's CRM_URL points at it.
export const E2E_CRM_PORT = Number(process.env.E2E_CRM_PORT ?? 5191);
export const E2E_CRM_TOKEN = 'e2e-token';

// The e2e server's data folder (scripts/run-e2e.mjs makes a fresh one per run); its mail lands in <dir>/mail.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? './data/e2e';
