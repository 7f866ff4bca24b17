/**
 * Limits hold for the fleet as a whole: sign-in attempts spread over the processes count as one,
 * and a sign-out on one process ends the session on every other within a second.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Fleet } from '../../../scripts/fleet-lib.ts';
import { waitFor } from '../../../scripts/fleet-lib.ts';
import { Browser } from '../client.ts';
import { scaled } from './support.ts';

/** LOGIN_RATE_LIMIT as the drills' fleet sets it (the server's default): attempts a minute for one email. */
export const LOGIN_LIMIT = 10;

/** The processes (upstream addresses) that answered the sign-ins logged after byte `from` of nginx's access log. */
function upstreamsOfSignIns(fleet: Fleet, from: number): Set<string> {
  const lines = readFileSync(fleet.proxy.accessLog, 'utf8').slice(from).split('\n');
  return new Set(lines.filter((line) => line.includes('POST /api/account/login')).map((line) => /upstream=(\S+)/.exec(line)?.[1] ?? ''));
}

export async function signInLimit(fleet: Fleet): Promise<void> {
  const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
  const logStart = readFileSync(fleet.proxy.accessLog).length;
  const browser = new Browser(fleet.url);
  try {
    const attempt = () => browser.request('POST', '/api/account/login', { body: { email, password: 'not-the-password' } });
    const within: number[] = [];
    for (let index = 0; index < LOGIN_LIMIT; index += 1) within.push((await attempt()).status);
    expect(within, 'attempts within the limit: wrong password').toEqual(within.map(() => 401));
    expect(upstreamsOfSignIns(fleet, logStart).size, 'processes the attempts went to').toBe(fleet.servers.length);

    // One more on each process: every one of them knows the email has had its attempts.
    const over = [];
    for (let index = 0; index < fleet.servers.length; index += 1) over.push(await attempt());
    expect(
      over.map((answer) => answer.status),
      'attempts past the limit',
    ).toEqual(over.map(() => 429));
    expect(over[0]?.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/\.$/) });
  } finally {
    await browser.close();
  }
}

/** The role each process gives a request with `cookie`, asked of each process directly. */
async function rolesFor(fleet: Fleet, cookie: string): Promise<string[]> {
  return Promise.all(
    fleet.servers.map(async (server) => {
      const direct = new Browser(`http://127.0.0.1:${server.port}`);
      try {
        const answer = await direct.request('GET', '/api/account/me', { headers: { cookie } });
        return String(answer.body?.data?.role ?? answer.status);
      } finally {
        await direct.close();
      }
    }),
  );
}

export async function signOutEverywhere(fleet: Fleet): Promise<void> {
  const browser = new Browser(fleet.url);
  try {
    const signIn = await browser.request('POST', '/api/account/login', {
      body: { email: 'shopper@example.com', password: 'demo-password' },
    });
    expect(signIn.status).toBe(200);
    const cookie = browser.cookieHeader;
    // Every process has seen the session (and may keep what it read about it).
    expect(await rolesFor(fleet, cookie)).toEqual(fleet.servers.map(() => 'consumer'));

    const signOut = await browser.request('POST', '/api/account/logout', { body: {} });
    expect(signOut.status).toBe(200);
    const started = Date.now();
    await waitFor(
      'every process to end the signed-out session',
      async () => (await rolesFor(fleet, cookie)).every((role) => role === 'guest'),
      scaled(1_000),
      50,
    ).catch(async (error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : error}; roles now: ${(await rolesFor(fleet, cookie)).join(', ')}`);
    });
    console.log(`Limits drill: the signed-out cookie ended on every process within ${Date.now() - started} ms`);
  } finally {
    await browser.close();
  }
}
