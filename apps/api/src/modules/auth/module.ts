import type { AppModule } from '../../platform/module'
import { pruneSessionsJob } from './jobs/pruneSessions'
import { authRoutes } from './routes'

/** Sign-in with Ethereum (EIP-4361) and sessions. */
export const authModule: AppModule = {
  name: 'auth',
  routes: authRoutes,
  jobs: (context) => [pruneSessionsJob(context)],
}
