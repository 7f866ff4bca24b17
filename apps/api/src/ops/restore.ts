import { OpsError, pgliteDirOf, restore } from './backup-restore.ts';
import { databaseTarget, run, userPath } from './cli.ts';

const USAGE = `npm run restore -- <file> [--clean]

Restores a backup made by npm run backup. Stop the server first.
  DATABASE_URL set: pg_restore into that database, which must be empty (createdb a new one),
                    in one transaction. --clean replaces the contents of a database in use instead.
  Otherwise:        unpacks the PGlite backup into DATA_DIR, which must not hold a database yet.`;

run(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) return USAGE;
  const clean = args.includes('--clean');
  const files = args.filter((arg) => arg !== '--clean');
  if (files.length !== 1 || files.some((arg) => arg.startsWith('-'))) throw new OpsError(`Name one backup file.\n\n${USAGE}`);
  const target = databaseTarget();
  const file = userPath(files[0] as string);
  await restore(target, file, { clean });
  const into = target.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${pgliteDirOf(target.dataDir)}`;
  return `Restored ${file} into ${into}. Start the server: it applies any newer migrations.`;
});
