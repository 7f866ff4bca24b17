import { defineConfig } from 'vitest/config';
import { scaled } from '../scripts/time-scale.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The drills share one fleet and run one after another; each waits for states with its own
    // deadlines (scaled the same way), so these limits only catch a drill that hangs.
    testTimeout: scaled(150_000),
    hookTimeout: scaled(180_000),
    pool: 'forks',
    fileParallelism: false,
  },
});
