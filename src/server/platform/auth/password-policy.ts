import { test as isCommonPassword } from 'fxa-common-password-list';
import { PASSWORD_MIN, PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '../../../contract/shared/password';
import { HttpError } from '../http-error';

/** Why a new password is refused, or null when it is acceptable (at least 12 characters, not a common one). */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT_MESSAGE;
  if (isCommonPassword(password) || isCommonPassword(password.toLowerCase())) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}

/** Refuses an unacceptable new password with 400 `{ message }`. */
export function assertAcceptablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new HttpError(400, problem);
}
