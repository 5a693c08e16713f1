import type { AppModule } from '../../platform/module'
import { membersRoutes } from './routes'

/** Members and their referral tree. */
export const membersModule: AppModule = { name: 'members', routes: membersRoutes }
