import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './passwords.ts';

const common = new Set(['password', 'password1', '12345678', 'iloveyou']);
const isCommon = (key: string) => common.has(key);

describe('password rule (ASVS 6.2)', () => {
  it('refuses fewer than 8 characters', () => {
    expect(passwordProblem('', 'sam@example.com')).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('seven77', 'sam@example.com')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('eight888', 'sam@example.com')).toBeNull();
  });

  it('counts characters once spaces are trimmed and collapsed', () => {
    expect(passwordProblem('        ', 'sam@example.com')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('  seven77  ', 'sam@example.com')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('a  \t  b   c  d', 'sam@example.com')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('blue harbor', 'sam@example.com')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀😀', 'sam@example.com')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('😀😀😀😀😀😀😀😀', 'sam@example.com')).toBeNull();
  });

  it('refuses more than 200 characters', () => {
    expect(passwordProblem('x'.repeat(201), 'sam@example.com')).toBe('Password must not exceed 200 characters.');
    expect(passwordProblem('x'.repeat(200), 'sam@example.com')).toBeNull();
  });

  it('refuses the email, whatever its case', () => {
    expect(passwordProblem('sam@example.com', 'sam@example.com')).toBe('Password must not be your email address.');
    expect(passwordProblem('Sam@Example.COM', 'sam@example.com')).toBe(PASSWORD_MESSAGES.sameAsEmail);
    expect(passwordProblem('sam@example.co', 'sam@example.com')).toBeNull();
  });

  it('refuses a common password, whatever its case, when a list is given', () => {
    expect(passwordProblem('password1', 'sam@example.com', isCommon)).toBe(
      'This password is too common. Please choose one that is harder to guess.',
    );
    expect(passwordProblem('PassWord1', 'sam@example.com', isCommon)).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('  password1   ', 'sam@example.com', isCommon)).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('password1', 'sam@example.com')).toBeNull();
    expect(passwordProblem('blue-harbor-lamp', 'sam@example.com', isCommon)).toBeNull();
  });
});
