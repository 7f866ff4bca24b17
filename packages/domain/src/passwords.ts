/**
 * What makes a password acceptable for a new account (ASVS 6.2): at least 8 characters, not one of
 * the commonly used passwords, not the account's email. The common-password list is large, so the
 * server passes its lookup in; the form checks the rest before sending.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must not exceed ${PASSWORD_MAX_LENGTH} characters.`,
  sameAsEmail: 'Password must not be your email address.',
  common: 'This password is too common. Please choose one that is harder to guess.',
} as const;

/**
 * A password as its strength is judged: spaces at its ends and runs of spaces add nothing to guess
 * ('        ' is no password, '  password  ' is 'password').
 */
const meaningful = (password: string) => password.trim().replace(/\s+/g, ' ');

/** Common-password lists are lower-case; a capital letter does not make 'Password1' safe. */
export const commonPasswordKey = (password: string) => meaningful(password).toLowerCase();

/**
 * The first reason a password is refused, or null when it is acceptable. The shortest length counts
 * characters (not UTF-16 units) once spaces are trimmed and collapsed; the longest counts them all.
 */
export function passwordProblem(password: string, email: string, isCommon?: (key: string) => boolean): string | null {
  const length = [...password].length;
  if ([...meaningful(password)].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_MESSAGES.sameAsEmail;
  if (isCommon?.(commonPasswordKey(password))) return PASSWORD_MESSAGES.common;
  return null;
}
