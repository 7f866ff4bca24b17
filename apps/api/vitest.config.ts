import { defineConfig } from 'vitest/config';
import { scaled } from '../../scripts/time-scale.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Makes the migrated template database once; every test file copies it (see test/support.ts).
    globalSetup: ['test/global-setup.ts'],
    // A usual machine's limits, grown on a slow one (see scripts/time-scale.ts).
    testTimeout: scaled(30_000),
    hookTimeout: scaled(60_000),
    pool: 'forks',
    // Each test file builds its own app on its own database (test/support.ts), so files need no fresh
    // module graph: importing the server again for every file was a third of the suite's time.
    isolate: false,
  },
});
