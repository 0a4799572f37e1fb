// POST /api/feedback (docs/product-rules.md, "Feedback flow"): validated with the shared schema, stored in
// one transaction with the screenshot it names, answered 201 { id } after the commit.
import { randomUUID } from 'node:crypto'
import { FEEDBACK_HONEYPOT_FIELD, feedbackCreatedSchema, feedbackSubmissionSchema } from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { FEEDBACK_OPTIONS } from '../feedback/options.ts'
import { MINUTE_MS } from '../plugins/rate-limit.ts'

const bodySchema = feedbackSubmissionSchema.extend({
  [FEEDBACK_HONEYPOT_FIELD]: z.string().max(1000).optional(),
})

const feedback: FastifyPluginAsyncZod = async (app) => {
  const { service, rateLimits } = app.feedback

  app.post(
    '/feedback',
    {
      bodyLimit: FEEDBACK_OPTIONS.submissionBodyLimitBytes,
      config: { rateLimit: { max: rateLimits.feedbackPerMinute, timeWindow: MINUTE_MS } },
      schema: { body: bodySchema, response: { 201: feedbackCreatedSchema } },
    },
    async (request, reply) => {
      const { [FEEDBACK_HONEYPOT_FIELD]: honeypot, ...submission } = request.body
      if (honeypot?.trim()) {
        // A bot filled the field people never see. It gets the answer a person would, so it has nothing
        // to learn from, and nothing is stored.
        request.log.info('Feedback honeypot filled: answered as stored, discarded')
        return reply.code(201).send({ id: randomUUID() })
      }
      const id = await service.submit(submission)
      return reply.code(201).send({ id })
    },
  )
}

export default feedback
