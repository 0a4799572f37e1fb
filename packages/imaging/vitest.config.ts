import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real-photo tests encode 12-24 MP images in WASM on a 2-core CI machine: seconds each, more under load.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for its state for as long as the test may run (its default gives up after 1 s).
    expect: { poll: { timeout: 55_000 } },
  },
})
