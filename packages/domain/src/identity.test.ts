import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authenticationStatus,
  formatInternalUserCookie,
  INTERNAL_USER_COOKIE,
  loginSchema,
  MISSING_LDAP,
  meSchema,
  parseInternalUserCookie,
  REP_ID_HEADER,
  ROLES,
  readSignInReason,
  registerSchema,
  registerSchemaWith,
  safeReturnUrl,
  signInPath,
  signInReturnTarget,
} from './identity.ts';

describe('roles and names of doc 000 §6', () => {
  it('knows the three roles, the cookie name, the header and the missing-employee-id word', () => {
    expect([...ROLES]).toEqual(['guest', 'consumer', 'rep']);
    expect(INTERNAL_USER_COOKIE).toBe('internalUser');
    expect(REP_ID_HEADER).toBe('x-repid');
    expect(MISSING_LDAP).toBe('MissingLdap');
  });

  it.each([
    ['rep', 'rep'],
    ['consumer', 'consumer'],
    ['guest', 'guest'],
  ] as const)("a %s's analytics authentication status is '%s'", (role, status) => {
    expect(authenticationStatus({ role })).toBe(status);
  });

  it('reads the /api/account/me answer and refuses an unknown role', () => {
    const me = { role: 'rep', userId: 'u1', email: 'r@x.test', name: 'R', repId: 'E1', identityId: null, siteId: 3 };
    expect(meSchema.parse(me)).toEqual(me);
    expect(meSchema.safeParse({ ...me, role: 'admin' }).success).toBe(false);
  });
});

describe('parseInternalUserCookie', () => {
  it.each([
    ['CORP\\riley:Riley Rep:riley@example.com:rep:E1001', { domain: 'CORP', user: 'riley', employeeId: 'E1001' }],
    ['CORP\\riley:Riley Rep:riley@example.com:rep:E1001:extra', { domain: 'CORP', user: 'riley', employeeId: 'E1001' }],
    ['CORP\\riley:Riley Rep:riley@example.com:rep: E1001 ', { domain: 'CORP', user: 'riley', employeeId: 'E1001' }],
    ['CORP\\riley:Riley Rep:riley@example.com:rep', { domain: 'CORP', user: 'riley', employeeId: MISSING_LDAP }],
    ['CORP\\riley:Riley Rep:riley@example.com:rep:', { domain: 'CORP', user: 'riley', employeeId: MISSING_LDAP }],
    ['CORP\\riley:Riley Rep:riley@example.com:rep:   ', { domain: 'CORP', user: 'riley', employeeId: MISSING_LDAP }],
    ['CORP\\riley', { domain: 'CORP', user: 'riley', employeeId: MISSING_LDAP }],
    ['CORP\\riley::::E7', { domain: 'CORP', user: 'riley', employeeId: 'E7' }],
    ['CORP\\riley\\x:a:b:c:E7', { domain: 'CORP', user: 'riley\\x', employeeId: 'E7' }],
    ['CORP%5Criley%3AR%3Ar%40x.test%3Arep%3AE1001', { domain: 'CORP', user: 'riley', employeeId: 'E1001' }],
    ['CORP%5Criley', { domain: 'CORP', user: 'riley', employeeId: MISSING_LDAP }],
  ])('reads %j', (raw, expected) => {
    expect(parseInternalUserCookie(raw)).toEqual(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['riley'],
    ['riley:Riley:r@x.test:rep:E1'],
    ['\\riley:Riley:r@x.test:rep:E1'],
    ['CORP\\:Riley:r@x.test:rep:E1'],
    ['CORP\\'],
    ['CORP/riley:Riley:r@x.test:rep:E1'],
    [':CORP\\riley:Riley'],
    ['%E0%A4%A'],
    ['CORP%5Criley%'],
  ])('answers null for %j', (raw) => {
    expect(parseInternalUserCookie(raw)).toBeNull();
  });
});

describe('formatInternalUserCookie', () => {
  it('writes domain\\user, name, email, role and employee id, colon-separated', () => {
    expect(formatInternalUserCookie({ domain: 'CORP', user: 'riley', name: 'Riley Rep', email: 'r@x.test', employeeId: 'E1001' })).toBe(
      'CORP\\riley:Riley Rep:r@x.test:rep:E1001',
    );
  });

  it("writes 'MissingLdap' when there is no employee id", () => {
    const value = formatInternalUserCookie({ domain: 'CORP', user: 'riley', name: 'R', email: 'r@x.test', employeeId: null });
    expect(value).toBe('CORP\\riley:R:r@x.test:rep:MissingLdap');
    expect(parseInternalUserCookie(value)?.employeeId).toBe(MISSING_LDAP);
  });

  it('keeps colons inside a part from shifting the parts', () => {
    const value = formatInternalUserCookie({ domain: 'CORP', user: 'riley', name: 'Dr: Who', email: 'a:b@x.test', employeeId: 'E:1' });
    expect(value.split(':')).toHaveLength(5);
    expect(parseInternalUserCookie(value)).toEqual({ domain: 'CORP', user: 'riley', employeeId: 'E 1' });
  });

  const part = fc.stringMatching(/^[A-Za-z0-9._@ -]{1,20}$/).filter((text) => text.trim() === text && text.length > 0);
  const input = fc.record({
    domain: part,
    user: part,
    name: fc.string({ maxLength: 30 }),
    email: fc.string({ maxLength: 30 }),
    employeeId: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,10}$/), { nil: null }),
  });

  it('round-trips through parseInternalUserCookie, raw and URL-encoded as a cookie is sent', () => {
    fc.assert(
      fc.property(input, (fields) => {
        const value = formatInternalUserCookie(fields);
        const expected = { domain: fields.domain, user: fields.user, employeeId: fields.employeeId ?? MISSING_LDAP };
        expect(parseInternalUserCookie(encodeURIComponent(value))).toEqual(expected);
        if (!value.includes('%')) expect(parseInternalUserCookie(value)).toEqual(expected);
      }),
    );
  });
});

describe('safeReturnUrl', () => {
  it.each([
    ['/estimatebuilder/load/abc', '/estimatebuilder/load/abc'],
    ['/', '/'],
    ['/a?b=//c', '/a?b=//c'],
    [null, '/estimatebuilder'],
    [undefined, '/estimatebuilder'],
    ['', '/estimatebuilder'],
    ['//evil.test', '/estimatebuilder'],
    ['//evil.test/path', '/estimatebuilder'],
    ['/\\evil.test', '/estimatebuilder'],
    ['https://evil.test', '/estimatebuilder'],
    ['http://evil.test/estimatebuilder', '/estimatebuilder'],
    ['javascript:alert(1)', '/estimatebuilder'],
    ['estimatebuilder', '/estimatebuilder'],
    ['/\t/evil.test', '/estimatebuilder'],
    ['/\n/evil.test', '/estimatebuilder'],
    ['/\r\\evil.test', '/estimatebuilder'],
    ['/estimatebuilder\n', '/estimatebuilder'],
  ])('%j goes to %j', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeReturnUrl('//x', '/home')).toBe('/home');
    expect(safeReturnUrl('/here', '/home')).toBe('/here');
  });

  it('never answers something a browser would read as another origin', () => {
    // Browsers drop tabs and line breaks from URLs and read a backslash as a slash.
    const tricky = fc.array(fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', 'a', '.', ':', '%'), { maxLength: 8 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          tricky.map((parts) => parts.join('')),
        ),
        (value) => {
          const url = safeReturnUrl(value);
          const asBrowsed = url.replace(/[\t\n\r]/g, '').replaceAll('\\', '/');
          expect(asBrowsed.startsWith('/')).toBe(true);
          expect(asBrowsed.startsWith('//')).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('login and register schemas', () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('trims and lower-cases the email', () => {
    expect(loginSchema.parse({ email: '  Riley@Example.COM ', password: 'x' })).toEqual({ email: 'riley@example.com', password: 'x' });
  });

  it.each([
    [{ email: 'nope', password: 'x' }, ['Please enter a valid email address.']],
    [{ email: 'r@x.test', password: '' }, ['Please enter your password.']],
    [{ email: '', password: '' }, ['Please enter a valid email address.', 'Please enter your password.']],
  ])('login %j says %j', (value, expected) => {
    expect(messages(loginSchema.safeParse(value))).toEqual(expected);
  });

  it.each([
    [{ email: 'r@x.test', password: '1234567', name: 'Riley' }, ['Password must be at least 8 characters.']],
    [{ email: 'r@x.test', password: '12345678', name: '   ' }, ['Please enter your name.']],
    [{ email: 'r@x.test', password: '12345678', name: 'x'.repeat(101) }, ['Name must not exceed 100 characters.']],
    [{ email: 'bad', password: '12345678', name: 'Riley' }, ['Please enter a valid email address.']],
    [{ email: 'Riley@X.test', password: 'riley@x.test', name: 'Riley' }, ['Password must not be your email address.']],
  ])('register %j says %j', (value, expected) => {
    expect(messages(registerSchema.safeParse(value))).toEqual(expected);
  });

  it('accepts a good registration with the name trimmed', () => {
    expect(registerSchema.parse({ email: 'R@x.test', password: '12345678', name: ' Riley ' })).toEqual({
      email: 'r@x.test',
      password: '12345678',
      name: 'Riley',
    });
    expect(registerSchema.safeParse({ email: 'r@x.test', password: '12345678', name: 'x'.repeat(100) }).success).toBe(true);
  });

  it('refuses a common password only with the list the server passes in', () => {
    const body = { email: 'r@x.test', password: 'Sunshine1', name: 'Riley' };
    expect(registerSchema.safeParse(body).success).toBe(true);
    expect(messages(registerSchemaWith((key) => key === 'sunshine1').safeParse(body))).toEqual([
      'This password is too common. Please choose one that is harder to guess.',
    ]);
  });
});

describe('sign-in redirects (doc 001 §6: a return target and a reference host)', () => {
  it('carry the return target and the host the shopper left', () => {
    const path = signInPath('/estimatebuilder/load/d-1', 'site11.localhost:3000');
    expect(path).toBe('/signin?returnUrl=%2Festimatebuilder%2Fload%2Fd-1&referenceHost=site11.localhost%3A3000');
    expect(signInPath('/estimatebuilder', 'localhost', 'save')).toBe(
      '/signin?returnUrl=%2Festimatebuilder&referenceHost=localhost&reason=save',
    );
  });

  it('say why only for the reasons the page knows', () => {
    expect(readSignInReason('save')).toBe('save');
    expect(readSignInReason('installation')).toBe('installation');
    expect(readSignInReason('<b>hi</b>')).toBeNull();
    expect(readSignInReason(null)).toBeNull();
  });

  it('go back to the target made on this host, and only there', () => {
    const back = (returnUrl: string | null, referenceHost: string | null, host = 'localhost:3000') =>
      signInReturnTarget({ returnUrl, referenceHost }, host);
    expect(back('/estimatebuilder/load/d-1', 'localhost:3000')).toBe('/estimatebuilder/load/d-1');
    expect(back('/estimatebuilder/load/d-1', 'LOCALHOST:3000')).toBe('/estimatebuilder/load/d-1');
    // An older link without a reference host means this host.
    expect(back('/mailbox', null)).toBe('/mailbox');
    // Made on another site's host: the session here would not be there, so the builder opens here.
    expect(back('/estimatebuilder/load/d-1', 'site11.localhost:3000')).toBe('/estimatebuilder');
    expect(back('//evil.test', 'localhost:3000')).toBe('/estimatebuilder');
    expect(back('/signin?returnUrl=/x', 'localhost:3000')).toBe('/estimatebuilder');
    expect(back(null, null)).toBe('/estimatebuilder');
  });
});
