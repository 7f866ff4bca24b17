import { defineConfig, mergeConfig } from 'vitest/config';
import { scaled } from '../../scripts/time-scale.ts';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Vitest's usual limit, grown on a slow machine (see scripts/time-scale.ts).
    test: {
      testTimeout: scaled(5_000),
      hookTimeout: scaled(10_000),
      // Each test builds its own store and fake server, so test files need no fresh module graph each:
      // importing React, the store and the domain again for every file was four fifths of the suite's
      // time (55 s against 12 s). The files pass in any order (checked with --sequence.shuffle.files).
      isolate: false,
    },
  }),
);
