import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTIVE_HEADER, DEFAULT_GLOBAL_ERROR, FOOTER_QUESTIONS } from './messages.ts';
import {
  DEFAULT_SITE_ID,
  getSite,
  helpPhone,
  isSiteId,
  parseSiteHosts,
  resolveSiteId,
  SITE_IDS,
  SITES,
  type SiteId,
  siteText,
} from './sites.ts';

describe('site registry (doc 000 §1)', () => {
  it('holds exactly the site ids 1, 2, 3, 5 and 11', () => {
    expect([...SITE_IDS]).toEqual([1, 2, 3, 5, 11]);
    expect(
      Object.keys(SITES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 5, 11]);
  });

  it.each(SITE_IDS.map((id) => [id]))('site %d is registered under its own id', (id) => {
    expect(getSite(id).id).toBe(id);
    expect(getSite(id)).toBe(SITES[id]);
  });

  it('defaults to a registered site', () => {
    expect(isSiteId(DEFAULT_SITE_ID)).toBe(true);
  });

  it.each([
    [3, 'My Estimates'],
    [11, 'My Window Treatments'],
  ] as const)("site %d calls the account's designs list '%s'", (id, name) => {
    expect(getSite(id).accountListName).toBe(name);
  });

  it.each([
    [1, null],
    [2, null],
    [3, 'BDC'],
    [5, null],
    [11, 'THD'],
  ] as const)('site %d has service code %s', (id, code) => {
    expect(getSite(id).serviceCode).toBe(code);
  });

  it("site 3 shows 'Est. Shipping' and site 11 'Est. Delivery' (doc 000 §9)", () => {
    expect(getSite(3).shipDateStyle).toBe('shipping');
    expect(getSite(11).shipDateStyle).toBe('delivery');
  });

  it('gives every site two distinct help phones', () => {
    for (const id of SITE_IDS) {
      const { online, cec } = getSite(id).phones;
      expect(online).not.toBe('');
      expect(cec).not.toBe('');
      expect(online).not.toBe(cec);
    }
  });

  it.each([
    [3, true],
    [11, true],
    [1, true],
    [4, false],
    [0, false],
    [3.5, false],
    ['3', false],
    [null, false],
    [undefined, false],
  ])('isSiteId(%s) is %s', (value, expected) => {
    expect(isSiteId(value)).toBe(expected);
  });
});

describe('help phone and site text (doc 000 §1, §8)', () => {
  it.each(SITE_IDS.map((id) => [id]))('site %d picks the CEC phone for internal origin and the Online phone otherwise', (id) => {
    const site = getSite(id);
    expect(helpPhone(site, 'CEC')).toBe(site.phones.cec);
    expect(helpPhone(site, 'Online')).toBe(site.phones.online);
  });

  it('fills {product} and {phone} everywhere in a template, Online by default', () => {
    const site = getSite(11);
    expect(siteText(CAPTIVE_HEADER, site)).toBe("You're shopping Custom Window Treatments");
    expect(siteText(`${FOOTER_QUESTIONS} {phone}`, site)).toBe(`Questions? Call us at ${site.phones.online}`);
    expect(siteText('{phone} or {phone}; {product}/{product}', site, 'CEC')).toBe(
      `${site.phones.cec} or ${site.phones.cec}; Window Treatments/Window Treatments`,
    );
    expect(siteText(DEFAULT_GLOBAL_ERROR, getSite(3), 'CEC')).toBe(
      `Something went wrong. You can try again later, create a new estimate, or give us a call at ${getSite(3).phones.cec}. We're happy to help!`,
    );
  });

  it('leaves no placeholder behind on any site', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SITE_IDS),
        fc.constantFrom('CEC' as const, 'Online' as const),
        fc.array(fc.constantFrom('{product}', '{phone}', 'text ', ' ')),
        (id, origin, parts) => {
          const text = siteText(parts.join(''), getSite(id), origin);
          expect(text).not.toContain('{product}');
          expect(text).not.toContain('{phone}');
        },
      ),
    );
  });
});

describe('parseSiteHosts (the SITE_HOSTS setting)', () => {
  it.each([undefined, '', ' , ,'])('reads %j as an empty map', (value) => {
    expect(parseSiteHosts(value).size).toBe(0);
  });

  it('reads host=siteId entries, trimmed, lower-cased, skipping empty entries', () => {
    expect(parseSiteHosts(' Blinds.Test=3 ,, home.test=11,site1.test=1,')).toEqual(
      new Map<string, SiteId>([
        ['blinds.test', 3],
        ['home.test', 11],
        ['site1.test', 1],
      ]),
    );
  });

  it('lets a later entry for the same host win', () => {
    expect(parseSiteHosts('a.test=3,a.test=11').get('a.test')).toBe(11);
  });

  it.each([
    'blinds.test',
    'blinds.test=',
    '=3',
    'blinds.test=4',
    'blinds.test=x',
    'blinds.test=3=11',
    'blinds.test=0x3',
    'blinds.test=3.5',
    'good.test=3,bad.test=12',
  ])('refuses the malformed setting %j', (value) => {
    expect(() => parseSiteHosts(value)).toThrow(/^SITE_HOSTS entry ".*" must look like host=siteId with a site id of 1, 2, 3, 5, 11$/);
  });

  it('names the offending entry', () => {
    expect(() => parseSiteHosts('good.test=3, bad.test=12')).toThrow('SITE_HOSTS entry "bad.test=12"');
  });

  it('reads back every well-formed map it is given', () => {
    const host = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}(\.[a-z]{2,5}){1,2}$/);
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(host, fc.constantFrom(...SITE_IDS)), { selector: ([name]) => name, maxLength: 6 }), (entries) => {
        const map = parseSiteHosts(entries.map(([name, id]) => `${name}=${id}`).join(','));
        expect(map).toEqual(new Map(entries));
      }),
    );
  });
});

describe('resolveSiteId', () => {
  const hosts = parseSiteHosts('home.test=11,blinds.test=3,site5.localhost=1');

  it.each([
    [undefined, 2, 'no host: the fallback'],
    ['', 2, 'empty host: the fallback'],
    ['home.test', 11, 'a mapped host'],
    ['HOME.TEST', 11, 'a mapped host in capitals'],
    ['home.test:3000', 11, 'a mapped host with a port'],
    ['blinds.test:80', 3, 'another mapped host with a port'],
    ['site11.localhost', 11, 'a site{id}. prefix'],
    ['site11.localhost:5173', 11, 'a site{id}. prefix with a port'],
    ['SITE3.example.com', 3, 'a prefix in capitals'],
    ['site5.localhost', 1, 'the map before the prefix'],
    ['site4.localhost', 2, 'an unknown site id in the prefix'],
    ['site11localhost', 2, 'a prefix without its dot'],
    ['mysite11.localhost', 2, 'a prefix not at the start'],
    ['other.test', 2, 'an unmapped host'],
    ['localhost:3000', 2, 'localhost'],
  ] as const)('%j resolves to %d (%s)', (host, expected, _why) => {
    expect(resolveSiteId(host, hosts, 2)).toBe(expected);
  });

  it('answers a registered site for any host', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SITE_IDS), (host, fallback) => {
        expect(isSiteId(resolveSiteId(host, hosts, fallback))).toBe(true);
      }),
    );
  });
});

describe('installationServicesPath', () => {
  it("is the site's {product} word as a path: the 'Find out more' page of doc 001 §2", async () => {
    const { installationServicesPath, INSTALLATION_SERVICES_PATHS, getSite } = await import('./sites.ts');
    expect(installationServicesPath(getSite(3))).toBe('/blinds-installation');
    expect(installationServicesPath(getSite(11))).toBe('/window-treatments-installation');
    expect(installationServicesPath(getSite(5))).toBe('/shades-installation');
    expect(INSTALLATION_SERVICES_PATHS).toEqual(['/blinds-installation', '/shades-installation', '/window-treatments-installation']);
  });
});
