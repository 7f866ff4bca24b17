import { describe, expect, it } from 'vitest';
import {
  CONSULTANT_PHONE_MAX,
  canPickForShare,
  consultantEmailProblem,
  customerEmailProblem,
  defaultShareMessage,
  formatConsultantPhone,
  formatExtension,
  linkRequestSchema,
  linkToMyAccountSchema,
  printFileName,
  printPath,
  SAVE_MESSAGES,
  SHARE_MAX,
  SHARE_MESSAGES,
  saveCall,
  shareLink,
  shareRequestSchema,
  signatureChanged,
  signatureSchema,
} from './sharing.ts';
import { getSite } from './sites.ts';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('share form (doc 001 §5)', () => {
  it.each([
    ['', 'value is required'],
    ['   ', 'value is required'],
    ['jane', 'not a valid email address'],
    ['jane@', 'not a valid email address'],
    ['jane@example', 'not a valid email address'],
    ['jane doe@example.com', 'not a valid email address'],
    ['jane@example.com', null],
    ['  jane.doe+home@mail.example.co.uk ', null],
  ])('customer email %j: %s', (value, problem) => {
    expect(customerEmailProblem(value)).toBe(problem);
  });

  it('takes the consultant email as optional, but an email when given', () => {
    expect(consultantEmailProblem('')).toBeNull();
    expect(consultantEmailProblem('rep@store.example')).toBeNull();
    expect(consultantEmailProblem('rep@')).toBe(SHARE_MESSAGES.invalidEmail);
  });

  it.each([
    ['', ''],
    ['4', '(4'],
    ['404', '(404'],
    ['4045', '(404) 5'],
    ['404555', '(404) 555'],
    ['4045550', '(404) 555-0'],
    ['4045550123', '(404) 555-0123'],
    ['40455501239999', '(404) 555-0123'],
    ['(404) 555-0123', '(404) 555-0123'],
    ['abc404-555.0123x', '(404) 555-0123'],
  ])('formats the consultant phone %j as %j, never over 14 characters', (input, shown) => {
    const formatted = formatConsultantPhone(input);
    expect(formatted).toBe(shown);
    expect(formatted.length).toBeLessThanOrEqual(CONSULTANT_PHONE_MAX);
  });

  it('keeps six digits of an extension and nothing else', () => {
    expect(formatExtension('12a34-5678')).toBe('123456');
    expect(formatExtension('x')).toBe('');
  });

  it('picks at most four designs and never one shared already', () => {
    const open = { sharedEmail: null };
    expect(SHARE_MAX).toBe(4);
    expect(canPickForShare(open, 0, false)).toBe(true);
    expect(canPickForShare(open, 3, false)).toBe(true);
    expect(canPickForShare(open, 4, false)).toBe(false);
    // One picked already may still be unpicked at four.
    expect(canPickForShare(open, 4, true)).toBe(true);
    expect(canPickForShare({ sharedEmail: 'jane@example.com' }, 0, false)).toBe(false);
  });

  it('starts the message with the site’s own words', () => {
    expect(defaultShareMessage(getSite(3))).toContain('Blinds');
    expect(defaultShareMessage(getSite(3))).toContain('1-800-555-0103');
    expect(defaultShareMessage(getSite(11))).toContain('Window Treatments');
    expect(defaultShareMessage(getSite(11))).not.toBe(defaultShareMessage(getSite(3)));
  });

  it('builds the link that loads every shared design', () => {
    expect(shareLink('https://shop.example', '/estimatebuilder/load', [id(1), id(2)])).toBe(
      `https://shop.example/estimatebuilder/load/${id(1)},${id(2)}`,
    );
    // The mail's link carries the claim of the address it is sent to.
    expect(shareLink('https://shop.example', '/estimatebuilder/load', [id(1)], 'Ab-9_z')).toBe(
      `https://shop.example/estimatebuilder/load/${id(1)}?claim=Ab-9_z`,
    );
  });

  it('takes a claim of link characters only, on both link calls', () => {
    expect(linkRequestSchema.safeParse({ designId: id(1), claim: 'Ab-9_z' }).success).toBe(true);
    expect(linkRequestSchema.safeParse({ designId: id(1), claim: 'a b' }).success).toBe(false);
    expect(linkRequestSchema.safeParse({ designId: id(1), claim: 'x'.repeat(129) }).success).toBe(false);
    expect(linkToMyAccountSchema.safeParse({ designId: id(1), identityId: 'ID-1', email: 'a@b.co', claim: '<script>' }).success).toBe(
      false,
    );
  });

  it('saves a signature only when it changed', () => {
    const saved = { Name: 'Ann', Email: '', Phone: '(404) 555-0123', Extension: '' };
    expect(signatureChanged(saved, { ...saved })).toBe(false);
    expect(signatureChanged(saved, { ...saved, Extension: '12' })).toBe(true);
  });
});

describe('share request on the wire (doc 001 §3, §7)', () => {
  const valid = { To: 'jane@example.com', Subject: '', Body: 'Hello', Designs: [id(1)] };

  it('accepts the spec’s shape and fills missing extras with empties', () => {
    const parsed = shareRequestSchema.parse(valid);
    expect(parsed.AdditionalParameters).toEqual({ CustomerName: '', DCName: '', DCEmail: '', DCPhone: '', DCExtension: '' });
  });

  it.each([
    [{ To: '' }, 'value is required'],
    [{ To: 'jane' }, 'not a valid email address'],
    [{ Designs: [] }, 'Choose at least one estimate to share.'],
    [{ Designs: [id(1), id(2), id(3), id(4), id(5)] }, 'Share at most 4 estimates at once.'],
    [{ AdditionalParameters: { DCEmail: 'rep@' } }, 'not a valid email address'],
    [{ AdditionalParameters: { DCExtension: '12a' } }, 'The extension takes digits only.'],
  ])('refuses %j with %j', (change, message) => {
    const result = shareRequestSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('checks a signature like the share form does', () => {
    expect(signatureSchema.safeParse({ DcId: 'R1001', SiteId: 3, Name: 'Ann', Email: '', Phone: '', Extension: '' }).success).toBe(true);
    expect(signatureSchema.safeParse({ DcId: 'R1001', SiteId: 3, Phone: '(404) 555-0123 ext' }).success).toBe(false);
  });

  it('needs an identity for link-to-my-account', () => {
    expect(linkToMyAccountSchema.safeParse({ designId: id(1), identityId: '', email: 'a@b.co' }).success).toBe(false);
  });
});

describe('save strategies per site (doc 001 §6, §7, §8)', () => {
  const consumer = { role: 'consumer' as const, identityId: 'ID-1', email: 'jane@example.com' };
  const guest = { role: 'guest' as const, identityId: null, email: null };

  it('saves through the proxy with the design id on site 3', () => {
    expect(saveCall(getSite(3), id(1), consumer)).toEqual({ ok: true, via: 'proxy', body: { designId: id(1) } });
    // With the claim of a share mail this browser opened.
    expect(saveCall(getSite(3), id(1), consumer, 'Ab-9')).toEqual({ ok: true, via: 'proxy', body: { designId: id(1), claim: 'Ab-9' } });
    expect(saveCall(getSite(11), id(1), consumer, 'Ab-9')).toMatchObject({ body: { claim: 'Ab-9' } });
  });

  it('links to my account with identity and email on site 11', () => {
    expect(saveCall(getSite(11), id(1), consumer)).toEqual({
      ok: true,
      via: 'link-to-my-account',
      body: { designId: id(1), identityId: 'ID-1', email: 'jane@example.com' },
    });
  });

  it.each([1, 2, 5] as const)('has no save strategy on site %i', (siteId) => {
    expect(saveCall(getSite(siteId), id(1), consumer)).toEqual({ ok: false, reason: 'no-strategy', message: SAVE_MESSAGES.noStrategy });
    expect(SAVE_MESSAGES.noStrategy).toBe('A save strategy was not implemented for this site.');
  });

  it('refuses a guest with the spec’s sentence', () => {
    expect(saveCall(getSite(3), id(1), guest)).toEqual({
      ok: false,
      reason: 'not-logged-in',
      message: 'Cannot Link Estimate. User is not logged in',
    });
  });
});

describe('print (doc 001 §2)', () => {
  it('prints through the site’s own API on site 3 and the design-builder base elsewhere', () => {
    expect(printPath(3, id(1), 300)).toBe(`/api/myaccount/estimates/${id(1)}/300/print`);
    expect(printPath(11, id(1), -60)).toBe(`/api/design-builder/estimates/${id(1)}/-60/print`);
  });

  it('names the file after the design, safely', () => {
    expect(printFileName('Lake House: "Den"/2', '2026-11-23', false)).toBe('Lake-House-Den2-Residential-2026-11-23.pdf');
    expect(printFileName('***', '2026-11-23', true)).toBe('Estimate-Commercial-2026-11-23.pdf');
  });
});
