import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema } from '@vita/shared'
import {
  solvencyDayParamsSchema,
  solvencyDaySchema,
  solvencyDaysPageSchema,
  solvencyDaysQuerySchema,
  solvencyProofSchema,
} from '@vita/shared/schemas/solvency'
import { sumProofToJson } from '@vita/shared/solvency'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { memberSolvencyProof } from '../memberSolvencyProof'
import { latestSolvencyDay, listSolvencyDays } from '../readSolvencyDays'

/**
 * GET /solvency/latest and /solvency/days (public: every snapshot's root, totals, reserves and
 * publication), and
 * GET /solvency/days/:day/proof (the caller's own leaf, salt and proof; nobody else's).
 */
export const solvencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.services
  app.get(
    '/solvency/latest',
    {
      schema: {
        tags: ['solvency'],
        summary:
          "The newest liabilities snapshot: root and totals of every member's balances, the reserves read at its block and its publication on chain (null before the first)",
        response: { 200: envelopeSchema(solvencyDaySchema.nullable()) },
      },
    },
    async (request) => ok(request, await latestSolvencyDay(database.db)),
  )
  app.get(
    '/solvency/days',
    {
      schema: {
        tags: ['solvency'],
        summary: 'Liabilities snapshots with their reserves and publication, newest first',
        querystring: solvencyDaysQuerySchema,
        response: { 200: envelopeSchema(solvencyDaysPageSchema) },
      },
    },
    async (request) => ok(request, await listSolvencyDays(database.db, request.query)),
  )
  app.get(
    '/solvency/days/:day/proof',
    {
      schema: {
        tags: ['solvency'],
        security: [{ bearer: [] }],
        summary: "My leaf of a day's snapshot, my salt and my proof (a day without me answers 404)",
        params: solvencyDayParamsSchema,
        response: { 200: envelopeSchema(solvencyProofSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) => {
      const proof = await memberSolvencyProof(database.db, {
        day: request.params.day,
        memberId: member.id,
        saltKey: config.solvencySaltKey,
      })
      return ok(request, {
        day: proof.day,
        memberUuid: proof.memberUuid,
        salt: proof.salt,
        file: sumProofToJson({ leaf: proof.leaf, proof: proof.proof }),
      })
    }),
  )
}
