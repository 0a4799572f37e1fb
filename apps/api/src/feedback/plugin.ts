// Makes the feedback service, its storage and its rate limits available to the routes as `app.feedback`.
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../env.ts'
import type { AnyObjectStorage } from '../storage/index.ts'
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
}

const feedback: FastifyPluginAsync<FeedbackPluginOptions> = async (app, { storage, rateLimits }) => {
  app.decorate('feedback', { service: new FeedbackService(app.db, storage, app.log), storage, rateLimits })
}

export default fp(feedback, { name: 'feedback', fastify: '5.x', dependencies: ['database'] })
