import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  clubIdParamsSchema,
  clubEarningsSchema,
  clubMemberDetailSchema,
  clubOrdersQuerySchema,
  earningsQuerySchema,
  envelopeSchema,
  memberInvestmentsPageSchema,
  teamMembersPageSchema,
  teamMembersQuerySchema,
} from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { downlineMember } from '../reads/downlineMember'
import { memberEarnings } from '../reads/earnings'
import { memberInvestments } from '../reads/memberInvestments'
import { listTeamMembers, memberDetail } from '../reads/teamMembers'
import { clubToday } from './clubToday'

/**
 * GET /club/members/:id and its sub-members, investments and earnings: only for a member strictly in
 * the caller's downline; anyone else (the caller, an upline, a stranger, an unknown id) is the same 404.
 */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database
  const base = { security: [{ bearer: [] }], tags: ['club'], params: clubIdParamsSchema }
  app.get(
    '/club/members/:id',
    {
      schema: {
        ...base,
        summary: 'A member of my downline',
        response: { 200: envelopeSchema(clubMemberDetailSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) => {
      const target = await downlineMember(db, member.id, request.params.id)
      return ok(request, await memberDetail(db, target.id, member.depth))
    }),
  )
  app.get(
    '/club/members/:id/sub-members',
    {
      schema: {
        ...base,
        summary: "A downline member's direct members (cursor pages)",
        querystring: teamMembersQuerySchema,
        response: { 200: envelopeSchema(teamMembersPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) => {
      const target = await downlineMember(db, member.id, request.params.id)
      const { cursor, limit } = request.query
      return ok(
        request,
        await listTeamMembers(db, { referrerId: target.id, viewerDepth: member.depth, cursor, limit }),
      )
    }),
  )
  app.get(
    '/club/members/:id/investments',
    {
      schema: {
        ...base,
        summary: "A downline member's orders, newest first (cursor pages)",
        querystring: clubOrdersQuerySchema,
        response: { 200: envelopeSchema(memberInvestmentsPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) => {
      const target = await downlineMember(db, member.id, request.params.id)
      return ok(request, await memberInvestments(db, { memberId: target.id, ...request.query }))
    }),
  )
  app.get(
    '/club/members/:id/earnings',
    {
      schema: {
        ...base,
        summary: "A downline member's club earnings by kind and by day",
        querystring: earningsQuerySchema,
        response: { 200: envelopeSchema(clubEarningsSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) => {
      const target = await downlineMember(db, member.id, request.params.id)
      const today = clubToday(app.services)
      return ok(request, await memberEarnings(db, { memberId: target.id, days: request.query.days, today }))
    }),
  )
}
