// Makes the feedback service, its storage and its rate limits available to the routes as `app.feedback`.
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../env.ts'
import { runPeriodically } from '../plugins/periodic.ts'
import type { AnyObjectStorage } from '../storage/index.ts'
import { FEEDBACK_OPTIONS } from './options.ts'
import { FeedbackService } from './service.ts'

export interface FeedbackContext {
  service: FeedbackService
  storage: AnyObjectStorage
  rateLimits: Env['rateLimits']
}

declare module 'fastify' {
  interface FastifyInstance {
    feedback: FeedbackContext
  }
}

export interface FeedbackPluginOptions {
  storage: AnyObjectStorage
  rateLimits: Env['rateLimits']
  now?: () => number
  /** Sweep orphaned uploads on a timer (default true; tests that move the clock call the sweep themselves). */
  sweep?: boolean
}

const feedback: FastifyPluginAsync<FeedbackPluginOptions> = async (app, options) => {
  const { storage, rateLimits } = options
  const service = new FeedbackService(app.db, storage, app.log, options.now)
  app.decorate('feedback', { service, storage, rateLimits })

  if (options.sweep === false) return
  runPeriodically(app, () => service.sweepOrphans(), {
    everyMs: FEEDBACK_OPTIONS.sweepIntervalSeconds * 1000,
    atStart: true,
    failure: 'Sweeping orphaned uploads failed',
  })
}

export default fp(feedback, { name: 'feedback', fastify: '5.x', dependencies: ['database'] })
