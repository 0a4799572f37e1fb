// The feedback inbox under /api/cms/feedback: list and search, read/unread, delete, and the screenshot.
// The guard has already required a session (every route) and the CSRF token (PATCH, DELETE).
import {
  apiErrorSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackUpdateSchema,
} from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { STAFF_CACHE_CONTROL } from './cache-control.ts'
import { createInboxService } from './inbox/service.ts'

const idParams = z.object({ id: z.string().max(64) })

// The screenshot is whatever a visitor uploaded. Served with its sniffed image type, never sniffed again by
// the browser, in a sandbox where no script runs even if the bytes were crafted, and kept out of caches.
const SCREENSHOT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': STAFF_CACHE_CONTROL,
  'content-disposition': 'inline',
} as const

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createInboxService(app.db, app.feedback.storage, app.log)

  app.get(
    '/',
    { schema: { querystring: feedbackListQuerySchema, response: { 200: feedbackListSchema } } },
    async (request) => service.list(request.query),
  )

  app.patch(
    '/:id',
    {
      schema: {
        params: idParams,
        body: feedbackUpdateSchema,
        response: { 200: feedbackItemSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.setRead(request.staff, request.params.id, request.body.read),
  )

  app.delete(
    '/:id',
    { schema: { params: idParams, response: { 204: z.undefined(), 404: apiErrorSchema } } },
    async (request, reply) => {
      await service.remove(request.staff, request.params.id)
      return reply.code(204).send()
    },
  )

  app.get(
    '/:id/screenshot',
    {
      // No response schema: the answer is image bytes, and errors leave through the one error handler.
      schema: { params: idParams },
      // A route-level hook runs after the app-wide security headers, so this stricter policy is the one sent.
      onSend: async (_request, reply, payload) => {
        reply.headers(SCREENSHOT_HEADERS)
        return payload
      },
    },
    async (request, reply) => {
      const { contentType, body } = await service.screenshot(request.params.id)
      return reply.type(contentType).send(body)
    },
  )
}

export default routes
