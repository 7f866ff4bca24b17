import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Commonly used passwords, from the password-strength project's list of passwords seen most often
 * in public breaches (about 49,000, lower-case). Registration refuses any of them (ASVS 6.2).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'] as string[]);

/** Takes the lower-cased password (the domain's commonPasswordKey). */
export const isCommonPassword = (key: string): boolean => COMMON_PASSWORDS.has(key);
