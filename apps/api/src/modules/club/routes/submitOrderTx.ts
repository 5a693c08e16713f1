import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clubOrderSchema, envelopeSchema, submitClubOrderTxSchema, clubIdParamsSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { moneyMovementRateLimit } from '../../../platform/http/rateLimits'
import { submitOrderTx } from '../orders/submitOrderTx'

export const submitOrderTxRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/club/orders/:id/tx',
    {
      schema: {
        tags: ['club'],
        summary: "Attach the placeOrder transaction's hash to a pending order (then pending verification)",
        security: [{ bearer: [] }],
        params: clubIdParamsSchema,
        body: submitClubOrderTxSchema,
        response: { 200: envelopeSchema(clubOrderSchema) },
      },
      onRequest: app.authenticate,
      // Each submission may ask the chain node for the receipt.
      config: { rateLimit: moneyMovementRateLimit(app) },
    },
    withAuth(async (request, auth) => {
      const { chain, deployment } = app.services
      const order = deployment.current()?.contracts.order
      const view = await submitOrderTx(app.services.database.db, {
        memberId: auth.memberId,
        memberAddress: auth.member.address,
        orderUuid: request.params.id,
        txHash: request.body.txHash,
        chain: chain && order ? { client: chain.clients.failover, order } : undefined,
      })
      return ok(request, view)
    }),
  )
}
