import { describe, expect, it } from 'vitest';
import {
  authenticationStatus,
  formatInternalUserCookie,
  loginSchema,
  MISSING_LDAP,
  parseInternalUserCookie,
  safeReturnUrl,
} from '../src/identity.ts';
import { DEFAULT_SITE_ID, getSite, helpPhone, parseSiteHosts, resolveSiteId, SITE_IDS, siteText } from '../src/sites.ts';

describe('site registry', () => {
  it('holds sites 1, 2, 3, 5 and 11, site 3 by default', () => {
    expect([...SITE_IDS]).toEqual([1, 2, 3, 5, 11]);
    expect(DEFAULT_SITE_ID).toBe(3);
  });

  it("names the designs list 'My Estimates' on site 3 and 'My Window Treatments' on site 11", () => {
    expect(getSite(3).accountListName).toBe('My Estimates');
    expect(getSite(11).accountListName).toBe('My Window Treatments');
    expect(getSite(3).serviceCode).toBe('BDC');
    expect(getSite(11).serviceCode).toBe('THD');
  });

  it('picks the help phone by origin mode and fills the placeholders', () => {
    const site = getSite(3);
    expect(helpPhone(site, 'CEC')).toBe(site.phones.cec);
    expect(helpPhone(site, 'Online')).toBe(site.phones.online);
    expect(siteText("You're shopping Custom {product}, call {phone}", site, 'CEC')).toBe(
      `You're shopping Custom ${site.product}, call ${site.phones.cec}`,
    );
  });

  it('reads the host map and refuses a malformed entry', () => {
    expect(parseSiteHosts('shop.test=3, home.test=11')).toEqual(
      new Map([
        ['shop.test', 3],
        ['home.test', 11],
      ]),
    );
    expect(() => parseSiteHosts('shop.test=4')).toThrow(/SITE_HOSTS entry "shop.test=4"/);
    expect(parseSiteHosts(undefined).size).toBe(0);
  });

  it.each([
    ['home.test:3000', 11],
    ['site11.localhost:3100', 11],
    ['site5.localhost', 5],
    ['site4.localhost', 3],
    ['localhost:3000', 3],
    [undefined, 3],
  ])('host %s is site %d', (host, site) => {
    expect(resolveSiteId(host, parseSiteHosts('home.test=11'), 3)).toBe(site);
  });
});

describe('identity', () => {
  it('reads the internalUser cookie: domain\\user, colon-separated, the fifth part the employee id', () => {
    expect(parseInternalUserCookie('CORP\\riley:Riley Rep:riley@example.com:rep:E1001')).toEqual({
      domain: 'CORP',
      user: 'riley',
      employeeId: 'E1001',
    });
    expect(parseInternalUserCookie(encodeURIComponent('CORP\\riley:Riley:r@x.com:rep:E7'))?.employeeId).toBe('E7');
    expect(parseInternalUserCookie('CORP\\riley:Riley')?.employeeId).toBe(MISSING_LDAP);
    expect(parseInternalUserCookie('no-domain:x')).toBeNull();
    expect(parseInternalUserCookie('%E0%A4%A')).toBeNull();
    expect(parseInternalUserCookie(undefined)).toBeNull();
  });

  it('writes a cookie it can read back', () => {
    const value = formatInternalUserCookie({ domain: 'CORP', user: 'riley', name: 'Riley: Rep', email: 'r@x.com', employeeId: 'E1001' });
    expect(parseInternalUserCookie(value)).toEqual({ domain: 'CORP', user: 'riley', employeeId: 'E1001' });
    expect(
      parseInternalUserCookie(formatInternalUserCookie({ domain: 'CORP', user: 'x', name: 'X', email: 'x@x.com', employeeId: null }))
        ?.employeeId,
    ).toBe(MISSING_LDAP);
  });

  it('follows only return URLs on this site', () => {
    expect(safeReturnUrl('/estimatebuilder/load/1')).toBe('/estimatebuilder/load/1');
    expect(safeReturnUrl('//evil.test')).toBe('/estimatebuilder');
    expect(safeReturnUrl('/\\evil.test')).toBe('/estimatebuilder');
    expect(safeReturnUrl('https://evil.test')).toBe('/estimatebuilder');
    expect(safeReturnUrl(null)).toBe('/estimatebuilder');
  });

  it('derives the analytics authentication status and checks sign-in input', () => {
    expect(authenticationStatus({ role: 'rep' })).toBe('rep');
    expect(authenticationStatus({ role: 'guest' })).toBe('guest');
    const bad = loginSchema.safeParse({ email: 'nope', password: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid email address.', 'Please enter your password.']);
  });
});
