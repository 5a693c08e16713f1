import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  envelopeSchema,
  newsDetailSchema,
  newsPageSchema,
  newsParamsSchema,
  newsQuerySchema,
} from '@vita/shared'
import { ok, requestLocale } from '../../../platform/http/envelope'
import { getNews, listNews } from '../readNews'

const listNewsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary: "News, newest first, in the caller's language (Accept-Language)",
        querystring: newsQuerySchema,
        response: { 200: envelopeSchema(newsPageSchema) },
      },
    },
    async (request) => {
      const { cursor, limit } = request.query
      return ok(
        request,
        await listNews(app.services.database.db, { locale: requestLocale(request), cursor, limit }),
      )
    },
  )
}

const getNewsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news/:id',
    {
      schema: {
        tags: ['news'],
        summary: "One news item in the caller's language",
        params: newsParamsSchema,
        response: { 200: envelopeSchema(newsDetailSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await getNews(app.services.database.db, { id: request.params.id, locale: requestLocale(request) }),
      ),
  )
}

/** GET /news and GET /news/:id, public. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listNewsRoute)
  await app.register(getNewsRoute)
}
