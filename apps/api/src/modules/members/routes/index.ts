import type { ModuleRoutes } from '../../../app/registerModuleRoutes'
import { bindReferrerRoute } from './bindReferrer'

export const membersRoutes: ModuleRoutes = async (app) => {
  await app.register(bindReferrerRoute)
}
