/**
 * Drills of the fleet as it runs in production (issue 30): three server processes behind nginx
 * (HTTP/2, TLS) on one PostgreSQL, clients through the proxy. One fleet for all, each drill leaves
 * it whole. `npm run test -w @eb/fleet`; about two minutes.
 */
import { startSmtpServer, type TestSmtpServer } from '@eb/api/test/mail/smtp-server.ts';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { type Fleet, startFleet, tailOf } from '../../scripts/fleet-lib.ts';
import { timeScale } from '../../scripts/time-scale.ts';
import { killUnderLoad } from './drills/kill-under-load.ts';
import { LOGIN_LIMIT, signInLimit, signOutEverywhere } from './drills/limits.ts';
import { postgresRestart } from './drills/postgres-restart.ts';
import { proxyBasics } from './drills/proxy-basics.ts';
import { rollingRestart } from './drills/rolling-restart.ts';
import { smtpOutage } from './drills/smtp-outage.ts';

let fleet: Fleet;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  fleet = await startFleet({
    size: 3,
    timeScale: timeScale(),
    env: { SMTP_URL: smtp.url, LOGIN_RATE_LIMIT: String(LOGIN_LIMIT) },
  });
});

// A failed drill shows what the processes and nginx said (their logs go with the fleet's data), and
// the next drill gets a whole fleet again.
afterEach(async (context) => {
  if (!fleet) return;
  if (context.task.result?.state === 'fail') {
    for (const server of fleet.servers)
      console.log(`--- server ${server.index + 1} (port ${server.port}), last lines:\n${server.logTail(25)}`);
    console.log(`--- nginx errors, last lines:\n${tailOf(fleet.proxy.errorLog, 10)}`);
  }
  const restarted = await fleet.heal();
  if (restarted.length > 0) console.log(`Started again after the drill: process ${restarted.map((index) => index + 1).join(', ')}`);
});

afterAll(async () => {
  await fleet?.stop();
  await smtp?.close();
});

describe('a fleet of three processes behind nginx', () => {
  it('speaks HTTP/2 over TLS, compresses text, refuses bodies over 1 MiB in the API envelope and tells HTTP/1.1 clients its keep-alive', () =>
    proxyBasics(fleet));

  it('counts sign-in attempts spread over the processes as one (429 past the limit)', () => signInLimit(fleet));

  it('ends a signed-out session on every process within a second', () => signOutEverywhere(fleet));

  it('loses no acknowledged write when a process is killed (-9) under load; its streams reconnect and catch up', () =>
    killUnderLoad(fleet));

  it('rides out a PostgreSQL restart under load: clean 503s, back within 10 s, nothing lost', () => postgresRestart(fleet));

  it('queues mail while SMTP refuses it and delivers each exactly once after', () => smtpOutage(fleet, smtp));

  it('restarts every process in turn under load with no failed request', () => rollingRestart(fleet));
});
