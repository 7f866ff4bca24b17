import { isAbsolute, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { type DatabaseTarget, OpsError } from './backup-restore.ts';

/**
 * The database the server would open: DATABASE_URL, else PGlite under DATA_DIR, read and checked as
 * the server reads them. The scripts run in apps/api, as `npm start` does, so a relative DATA_DIR
 * means the same directory. A placeholder secret keeps config.ts from writing one into DATA_DIR.
 */
export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const config = loadConfig({ ...env, SESSION_SECRET: env.SESSION_SECRET ?? 'backup-needs-no-session-secret-0123456789' });
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
}

/** A path the user typed, from where they ran npm (npm runs the script elsewhere: INIT_CWD says where). */
export function userPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** Runs a script's work: a clear message and exit code 1 on a known failure, the stack on any other. */
export function run(work: () => Promise<string>): void {
  work().then(
    (done) => {
      console.log(done);
    },
    (error: unknown) => {
      console.error(
        error instanceof OpsError || (error instanceof Error && error.message.startsWith('Invalid configuration')) ? error.message : error,
      );
      process.exitCode = 1;
    },
  );
}
