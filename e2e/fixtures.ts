// Shared fixtures of the staff journeys: the first admin the e2e server creates on its empty database.
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'correct-horse-battery';
