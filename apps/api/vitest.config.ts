import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Creating an in-memory PGlite takes seconds (initdb runs each time).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file owns one PGlite (~800 MB while it starts); running them one at a time keeps memory bounded.
    fileParallelism: false,
  },
})
