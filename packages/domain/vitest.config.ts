import { defineConfig } from 'vitest/config';
import { scaled } from '../../scripts/time-scale.ts';

export default defineConfig({
  // Vitest's usual limit, grown on a slow machine (see scripts/time-scale.ts).
  test: {
    testTimeout: scaled(5_000),
    hookTimeout: scaled(10_000),
    // The rules are functions of their arguments, so test files need no fresh module graph each:
    // importing it again for every file was three quarters of the suite's time (35 s against 10 s).
    isolate: false,
  },
});
