import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkUuidRoute } from './checkUuid'
import { exportBillsCsvRoute } from './exportBillsCsv'
import { getAssetRoute, getAssetsRoute } from './getAssets'
import { listBillsRoute } from './listBills'
import { transferRoute } from './transfer'

/** /assets, /assets/:symbol, the bill log (+ CSV), the transfer UUID check and internal transfers. */
export const assetsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(getAssetsRoute)
  await app.register(getAssetRoute)
  await app.register(listBillsRoute)
  await app.register(exportBillsCsvRoute)
  await app.register(checkUuidRoute)
  await app.register(transferRoute)
}
