import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkUuidRoute } from './checkUuid'
import { exportBillsCsvRoute } from './exportBillsCsv'
import { getAssetRoute, getAssetsRoute } from './getAssets'
import { listBillsRoute } from './listBills'
import { listChainActivityRoute } from './listChainActivity'
import { transferRoute } from './transfer'
import { transferRecipientRoute } from './transferRecipient'

/**
 * /assets, /assets/:symbol, the bill log (+ CSV), wallet activity, the transfer UUID and recipient checks
 * and internal transfers.
 */
export const assetsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(getAssetsRoute)
  await app.register(getAssetRoute)
  await app.register(listBillsRoute)
  await app.register(exportBillsCsvRoute)
  await app.register(listChainActivityRoute)
  await app.register(checkUuidRoute)
  await app.register(transferRecipientRoute)
  await app.register(transferRoute)
}
