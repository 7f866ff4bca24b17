import { backup, defaultBackupFile, kindOf, OpsError } from './backup-restore.ts';
import { databaseTarget, run, userPath } from './cli.ts';

const USAGE = `npm run backup [-- <file>]

Backs up the server's database to <file> (default: backups/eb-<time>.dump, or .pglite.tgz).
  DATABASE_URL set: pg_dump, custom format; the server may keep running.
  Otherwise:        the embedded PGlite database under DATA_DIR; stop the server first.`;

run(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) return USAGE;
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) throw new OpsError(`Unexpected arguments.\n\n${USAGE}`);
  const target = databaseTarget();
  const file = args[0] ? userPath(args[0]) : defaultBackupFile(kindOf(target), userPath('.'));
  await backup(target, file);
  const source = target.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${target.dataDir}`;
  return `Backed up ${source} to ${file}`;
});
