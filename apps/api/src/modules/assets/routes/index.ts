import type { ModuleRoutes } from '../../../app/registerModuleRoutes'
import type { AssetChainReader } from '../assetChainReader'
import { checkUuidRoute } from './checkUuid'
import { exportBillsCsvRoute } from './exportBillsCsv'
import { getAssetRoute, getAssetsRoute } from './getAssets'
import { listBillsRoute } from './listBills'
import { transferRoute } from './transfer'

export type AssetsRoutesOptions = {
  /** On-chain balances; without it wallet and contract balances read "0" with walletStale. */
  chain?: AssetChainReader | undefined
}

/** /assets, /assets/:symbol, the bill log (+ CSV), the transfer UUID check and internal transfers. */
export function createAssetsRoutes(options: AssetsRoutesOptions = {}): ModuleRoutes {
  return async (app) => {
    await app.register(getAssetsRoute, { chain: options.chain })
    await app.register(getAssetRoute, { chain: options.chain })
    await app.register(listBillsRoute)
    await app.register(exportBillsCsvRoute)
    await app.register(checkUuidRoute)
    await app.register(transferRoute)
  }
}
