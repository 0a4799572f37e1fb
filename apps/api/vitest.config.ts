import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Creating an in-memory PGlite takes seconds (initdb runs each time).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for its state for as long as the test may run (its default gives up after 1 s,
    // which a loaded CI machine can take for one query).
    expect: { poll: { timeout: 25_000 } },
    // Each file owns one PGlite (~800 MB while it starts); running them one at a time keeps memory bounded.
    fileParallelism: false,
  },
})
