import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Not the app's vite.config.ts: its dev-SSR middleware would catch HTML requests.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Waits are on the state they check; this is the one budget, generous for CI's shared cores.
    testTimeout: 30_000,
    expect: { poll: { timeout: 25_000 } },
  },
})
