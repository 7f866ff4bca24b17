import { z } from 'zod';

/** Job uids are short and readable aloud: 'MI-' and two groups of four, without 0/O, 1/I/L. */
export const JOB_UID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOB_UID_PATTERN = /^MI-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
export const isJobUid = (value: string) => JOB_UID_PATTERN.test(value);

/** A new job uid from random bytes (at least 8). */
export function jobUidFrom(bytes: Uint8Array): string {
  if (bytes.length < 8) throw new Error('A job uid needs 8 random bytes.');
  const chars = Array.from(bytes.slice(0, 8), (byte) => JOB_UID_ALPHABET[byte % JOB_UID_ALPHABET.length]);
  return `MI-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** A job is named by its id or its uid in paths. */
export const jobRefSchema = z
  .string()
  .max(40, 'Please use a job id or job uid.')
  .refine((value) => isJobUid(value) || z.uuid().safeParse(value).success, 'Please use a job id or job uid.');
