import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contractPoolsSchema, envelopeSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import { getContractPools, type ContractPoolRow } from '../getContractPools'
import type { MarketRoutesOptions } from './index'

const poolAsJson = (pool: ContractPoolRow) => ({
  ratioBps: pool.ratioBps,
  totalAmount: pool.totalAmount.toString(),
  updatedAt: pool.updatedAt.toISOString(),
})

export const getPoolsRoute: FastifyPluginAsyncZod<MarketRoutesOptions> = async (app, { reader }) => {
  app.get(
    '/pools',
    {
      schema: {
        tags: ['market'],
        summary: 'Central bank and fee pools: ratio, total amount (USDT), update time',
        response: { 200: envelopeSchema(contractPoolsSchema) },
      },
    },
    async (request) => {
      const pools = await getContractPools(app.services.database.db, reader, {
        chainId: app.services.config.chainId,
      })
      return ok(request, {
        centralBank: poolAsJson(pools.centralBank),
        fee: poolAsJson(pools.fee),
        stale: pools.stale,
      })
    },
  )
}
