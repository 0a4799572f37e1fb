// findBy* and waitFor give up after 1 s by default. CI runs every package's tests at once on 2 shared cores,
// where a page that renders in 100 ms alone can take seconds (issue #48: failures at a load average of
// 12-27): they wait for the state they look for as long as the test may run (vitest.config.ts, 30 s),
// and a test still fails only if the page never gets there.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 25_000 })
