/** The landing forms' endpoints, loaded when a form is sent: they carry the schemas, and so zod (see lib/validation.ts). */
export const loadIntakeEndpoints = async () => (await import('../lib/validation')).intakeEndpoints;
