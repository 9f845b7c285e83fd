/** Every new password, staff or client: long, and not one of the passwords attackers try first. */
export const PASSWORD_MIN = 12;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common: choose one that is harder to guess';
