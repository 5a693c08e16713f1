import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  clubDividendsSchema,
  dividendHistoryPageSchema,
  dividendHistoryQuerySchema,
  dynamicDividendSchema,
  envelopeSchema,
  staticDividendSchema,
} from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { dividendHistory } from '../reads/dividendHistory'
import { clubDividends } from '../reads/dividends'
import { dynamicDividend } from '../reads/dynamicDividend'
import { staticDividend } from '../reads/staticDividend'
import { loadClubRules } from '../rules/loadClubRules'
import { clubToday } from './clubToday'

/** GET /club/dividends, /club/dividends/static, /club/dividends/dynamic and /club/dividends/history. */
export const dividendRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.services
  const auth = { security: [{ bearer: [] }], tags: ['club'] }
  app.get(
    '/club/dividends',
    {
      schema: {
        ...auth,
        summary: 'What I can claim, have earned and earned today, per kind',
        response: { 200: envelopeSchema(clubDividendsSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) =>
      ok(request, await clubDividends(database.db, member.id, clubToday(app.services))),
    ),
  )
  app.get(
    '/club/dividends/static',
    {
      schema: {
        ...auth,
        summary: 'The static dividend: pool, rate, shares, my remaining cap, today and total',
        response: { 200: envelopeSchema(staticDividendSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) =>
      ok(
        request,
        await staticDividend(database.db, {
          memberId: member.id,
          rules: await loadClubRules(database.db),
          today: clubToday(app.services),
        }),
      ),
    ),
  )
  app.get(
    '/club/dividends/dynamic',
    {
      schema: {
        ...auth,
        summary: 'The dynamic dividend of the last settled day and my part (V1 and above)',
        response: { 200: envelopeSchema(dynamicDividendSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) =>
      ok(request, await dynamicDividend(database.db, { member, rules: await loadClubRules(database.db) })),
    ),
  )
  app.get(
    '/club/dividends/history',
    {
      schema: {
        ...auth,
        summary: 'My daily dividend statements of one kind, newest first (cursor = the last day)',
        querystring: dividendHistoryQuerySchema,
        response: { 200: envelopeSchema(dividendHistoryPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) =>
      ok(request, await dividendHistory(database.db, { memberId: member.id, ...request.query })),
    ),
  )
}
