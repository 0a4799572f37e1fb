// A task the server runs while it is up (sweeps of expired rows and files): first when the app is ready
// if asked, then every `everyMs`. Unref'd, so it never keeps a process alive; stopped when the app closes.
// A failure is logged and the next round tries again.
import type { FastifyInstance } from 'fastify'

export function runPeriodically(
  app: FastifyInstance,
  task: () => Promise<unknown>,
  options: { everyMs: number; atStart: boolean; failure: string },
): void {
  const run = () => {
    task().catch((err: unknown) => app.log.error({ err }, options.failure))
  }
  let timer: ReturnType<typeof setInterval> | undefined
  app.addHook('onReady', async () => {
    if (options.atStart) run()
    timer = setInterval(run, options.everyMs)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
