import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, poolReconciliationSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import { reconcilePools, vaultAddressesOf } from '../reconcilePools'
import type { MarketRoutesOptions } from './index'

export const getPoolReconciliationRoute: FastifyPluginAsyncZod<MarketRoutesOptions> = async (
  app,
  { reader },
) => {
  app.get(
    '/pools/reconciliation',
    {
      schema: {
        tags: ['market'],
        summary: "Each pool vault's USDT on chain beside the app's books for the pools it backs",
        response: { 200: envelopeSchema(poolReconciliationSchema) },
      },
    },
    async (request) => {
      // The deployment the reader reads through: the vaults it reports are these.
      const contracts = app.services.chain?.deployment.current()?.contracts ?? {}
      const result = await reconcilePools(app.services.database.db, reader, vaultAddressesOf(contracts))
      return ok(request, {
        pools: result.pools.map((pool) => ({
          ...pool,
          onChain: pool.onChain.toString(),
          books: pool.books.toString(),
          difference: pool.difference.toString(),
          accounts: pool.accounts.map((account) => ({ ...account, balance: account.balance.toString() })),
        })),
        stale: result.stale,
        readAt: result.readAt.toISOString(),
      })
    },
  )
}
