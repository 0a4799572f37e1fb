import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Creating a PGlite takes seconds (initdb runs each time), and on CI's 2 shared cores, with the other
    // packages' suites and the web build beside it, well over a minute (issue #48: the folder-lock tests
    // passed in 5 s alone and ran out of 30 s at a load average of 23). A budget for a hang, not a timing:
    // every wait inside is on state.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits for its state for as long as the test may run (its default gives up after 1 s).
    expect: { poll: { timeout: 110_000 } },
    // Each file owns one PGlite (~800 MB while it starts); running them one at a time keeps memory bounded.
    fileParallelism: false,
  },
})
