import { loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './modules/accounts/seed.ts';
import { createServer } from './server.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const app = await createServer(config);
  await app.listen({ port: config.port, host: config.host });

  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Estimate Builder is up on http://localhost:${config.port}/estimatebuilder  (${Date.now() - started} ms)`,
    `  Database: ${store}`,
    `  Other sites: http://site11.localhost:${config.port}/estimatebuilder, API docs: http://localhost:${config.port}/docs`,
  ];
  if (config.env !== 'production') {
    lines.push(`  Demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')}`);
  }
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  let drained = () => {};
  const shutdown = async (signal: string) => {
    // A second signal while draining closes at once.
    if (closing) return drained();
    closing = true;
    // /readyz answers 503 from now on, so a proxy stops sending here while requests are still served.
    app.readiness.drain();
    if (config.shutdownDrainMs > 0) {
      app.log.info({ signal, ms: config.shutdownDrainMs }, 'draining: /readyz answers 503 before the server closes');
      await new Promise<void>((resolve) => {
        drained = resolve;
        setTimeout(resolve, config.shutdownDrainMs);
      });
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
