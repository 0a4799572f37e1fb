// Screenshot uploads (docs/product-rules.md, "Feedback flow"): POST /api/objects/upload hands out a signed
// address; with local storage the address is the PUT route below, with S3 it is the bucket and this server
// never sees the bytes.
// Nothing here serves stored objects: screenshots are private, and only the staff inbox reads them back
// (GET /api/cms/feedback/:id/screenshot in cms/feedback-routes.ts, session required).
import { uploadUrlResponseSchema } from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MINUTE_MS } from '../plugins/rate-limit.ts'

const UPLOAD_ROUTE = '/objects/upload'

/** The local upload address of a key ('feedback/<id>'), relative to the site's root. */
export const localUploadPath = (key: string) => `/api${UPLOAD_ROUTE}/${key}`

const objects: FastifyPluginAsyncZod = async (app) => {
  const { service, storage, rateLimits } = app.feedback

  app.post(
    UPLOAD_ROUTE,
    {
      config: { rateLimit: { max: rateLimits.uploadsPerMinute, timeWindow: MINUTE_MS } },
      schema: { response: { 200: uploadUrlResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { uploadURL: await service.createUploadUrl() }
    },
  )

  if (storage.kind === 'local') await app.register(localUploads)
}

const localUploads: FastifyPluginAsyncZod = async (app) => {
  const { service } = app.feedback
  // The body is streamed into storage by the handler, whatever type the browser claims: no parser may
  // buffer it first (and none could be trusted to decide the type).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  app.put(
    `${UPLOAD_ROUTE}/feedback/:file`,
    {
      schema: {
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
        querystring: z.object({
          expires: z.string().optional(),
          max: z.string().optional(),
          signature: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const declared = request.headers['content-length']
      try {
        await service.receiveUpload({
          file: request.params.file,
          query: request.query,
          contentLength: declared === undefined ? undefined : Number(declared),
          body: request.raw,
        })
      } catch (err) {
        // Refused mid-body: close the connection after answering rather than reading the rest for nothing.
        if (!request.raw.readableEnded) reply.header('connection', 'close')
        throw err
      }
      return reply.code(204).header('cache-control', 'no-store').send()
    },
  )
}

export default objects
