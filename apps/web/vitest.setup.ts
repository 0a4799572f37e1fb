// findBy* and waitFor give up after 1 s by default. CI runs every package's tests at once on 2 shared cores,
// where a page that renders in 100 ms alone can take over a second: wait longer before calling it a failure.
// (A ceiling, not a timing assertion: a test still fails only if the page never gets there.)
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 5_000 })
