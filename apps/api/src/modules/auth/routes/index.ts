import type { ModuleRoutes } from '../../../app/registerModuleRoutes'
import { checkRegisteredRoute } from './checkRegistered'
import { getNonceRoute } from './getNonce'
import { infoRoute } from './info'
import { loginRoute } from './login'
import { logoutRoute } from './logout'

export const authRoutes: ModuleRoutes = async (app) => {
  await app.register(getNonceRoute)
  await app.register(loginRoute)
  await app.register(infoRoute)
  await app.register(checkRegisteredRoute)
  await app.register(logoutRoute)
}
