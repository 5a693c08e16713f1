import type { ModuleRoutes } from '../../../app/registerModuleRoutes'
import { getConfigRoute } from './getConfig'
import { getDocsRoute } from './getDocs'
import { getHealthRoute } from './getHealth'

export const systemRoutes: ModuleRoutes = async (app) => {
  await app.register(getHealthRoute)
  await app.register(getConfigRoute)
  await app.register(getDocsRoute)
}
