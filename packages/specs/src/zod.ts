import { z } from 'zod'

// Zod 4 probes whether it may compile validators with `new Function` the first time it needs to. Under
// the site's Content-Security-Policy (no 'unsafe-eval') browsers refuse the probe and report it as a
// security issue on every page (Lighthouse Best Practices 96). In a browser or a worker, Zod is told up
// front that it runs without eval, which skips the probe; the validators are the same, only interpreted.
// Every schema here takes `z` from this module, so the setting is made before any schema is built or used,
// whichever of them a bundle keeps (the package's index is free of side effects: docs/stack.md, "Bundles").
const inBrowser = typeof (globalThis as { document?: unknown }).document !== 'undefined'
const inWorker = typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined'
if (inBrowser || inWorker) z.config({ jitless: true })

export { z }
