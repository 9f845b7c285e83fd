import { ASSESSMENT_REQUIRED_FIELDS, type Assessment, assessmentSchema } from '../../../contract/intake/assessment';
import { HttpError, rejectUnstorableText } from '../../platform/http-error';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Checks an assessment body the way the form does: absent fields are listed together, a bad
 * email is named, and any other problem gives its own message.
 */
export function parseAssessment(body: unknown): Assessment {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  const fields = body as Record<string, unknown>;
  const missingFields = ASSESSMENT_REQUIRED_FIELDS.filter((name) => isBlank(fields[name]));
  if (missingFields.length > 0) {
    throw new HttpError(400, 'Missing required fields', { missingFields });
  }
  const result = assessmentSchema.safeParse(fields);
  if (!result.success) {
    const issue = result.error.issues[0];
    if (issue.path[0] === 'email') throw new HttpError(400, issue.message, { field: 'email' });
    throw new HttpError(400, issue.message);
  }
  rejectUnstorableText(result.data);
  return result.data;
}
