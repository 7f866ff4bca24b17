import { defineConfig } from 'vitest/config';
import { scaled } from '../../scripts/time-scale.ts';

export default defineConfig({
  // Vitest's usual limit, grown on a slow machine (see scripts/time-scale.ts).
  test: { testTimeout: scaled(5_000), hookTimeout: scaled(10_000) },
});
