import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LIMIT_MESSAGE, MAILS_PER_WINDOW, REP_MAILS_PER_WINDOW } from '../../src/modules/sharing/mail-limit.ts';
import { BASE } from '../designs/helpers.ts';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { SHARE, shareBody } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('mail sending is limited per caller', () => {
  it(`answers 429 after ${MAILS_PER_WINDOW} shares and saved-design mails in ten minutes; another account is not held back`, async () => {
    const shopper = await t.signIn('shopper@example.com');
    // Refused calls count too (they may still reach the mail code); bad input does not.
    expectErrorEnvelope(await shopper.request('POST', SHARE, { body: shareBody([]) }), 400, 'VALIDATION_FAILED');
    for (let index = 0; index < MAILS_PER_WINDOW / 2; index += 1) {
      expectErrorEnvelope(await shopper.request('POST', SHARE, { body: shareBody([randomUUID()]) }), 404, 'NOT_FOUND');
      const mail = { To: 'shopper@example.com', DesignId: randomUUID() };
      expectErrorEnvelope(await shopper.request('POST', `${BASE}/estimates/sendSavedDesignEmail`, { body: mail }), 404, 'NOT_FOUND');
    }
    const limited = await shopper.request('POST', SHARE, { body: shareBody([randomUUID()]) });
    expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
    expect(limited.body.message).toBe(MAIL_LIMIT_MESSAGE);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    // The same account from a new session is still limited; the rep is not.
    const again = await t.signIn('shopper@example.com');
    expectErrorEnvelope(await again.request('POST', SHARE, { body: shareBody([randomUUID()]) }), 429, 'RATE_LIMITED');
    const rep = await t.signIn('rep@example.com');
    expectErrorEnvelope(await rep.request('POST', SHARE, { body: shareBody([randomUUID()]) }), 404, 'NOT_FOUND');
  });

  it(`gives a rep ${REP_MAILS_PER_WINDOW}`, async () => {
    const rep = await t.signIn('rep@example.com');
    // One was used above.
    for (let index = 1; index < REP_MAILS_PER_WINDOW; index += 1) {
      expectErrorEnvelope(await rep.request('POST', SHARE, { body: shareBody([randomUUID()]) }), 404, 'NOT_FOUND');
    }
    expectErrorEnvelope(await rep.request('POST', SHARE, { body: shareBody([randomUUID()]) }), 429, 'RATE_LIMITED');
  });

  it('limits guests by address, whatever their session', async () => {
    for (let index = 0; index < MAILS_PER_WINDOW; index += 1) {
      const guest = await t.guest();
      expectErrorEnvelope(await guest.request('POST', SHARE, { body: shareBody([randomUUID()]) }), 404, 'NOT_FOUND');
    }
    expectErrorEnvelope(await (await t.guest()).request('POST', SHARE, { body: shareBody([randomUUID()]) }), 429, 'RATE_LIMITED');
  });
});
