import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { scaled, timeScale } from '../scripts/time-scale.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Never a silent skip: without a browser or a built web app there is nothing to test.
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with \`apt-get install -y chromium\` (or set CHROME_PATH); \`npm run test:all\` does it for you.`,
  );
}
// WEB_DIST points the server at another build (a development build, or one of several side by side).
const webDist = resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  throw new Error(`The web app is not built in ${webDist}. Run \`npm run build\` first; \`npm run test:all\` does it for you.`);
}

// The config is read again in every worker; the variable keeps one data directory for the run.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'eb-e2e-'));
// Measured here, before the server and the browsers load the machine, and kept in TIME_SCALE for the
// workers. Every limit below, and every explicit one in the journeys, is scaled by it.
if (!process.env.TEST_WORKER_INDEX) console.log(`Time limits × ${timeScale()} (TIME_SCALE)`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI
    ? [['list'], ['./failure-context-reporter.ts']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  // Actions and navigations have no limit of their own: the test's limit bounds them.
  timeout: scaled(30_000),
  expect: { timeout: scaled(10_000) },
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    // Recording a trace costs every test about a fifth of its time, so a CI run records none: a failure
    // there prints the page's accessibility snapshot and keeps a screenshot. E2E_TRACE=retain-on-failure
    // (or on) records them anyway.
    trace: (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The server listens on 127.0.0.1; make localhost and site11.localhost land there, never on ::1.
        '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node --import tsx apps/api/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: scaled(120_000),
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      // The journeys sign the same demo accounts in some hundred times a run, a dozen a minute on a fast
      // machine: more than the sign-in limit per email allows. The limit itself is proven by the API
      // tests (foundation/rate-limit, sign-in); here it would only fail whichever journey came next.
      LOGIN_RATE_LIMIT: '1000',
      // E2E_DATABASE_URL runs the server on that PostgreSQL database instead of PGlite in DATA_DIR.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
