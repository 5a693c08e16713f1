import type { AppModule } from '../../platform/module'
import { rankingRoutes } from './routes'

/** The daily ranking and the home screen's invite summary. */
export const rankingModule: AppModule = { name: 'ranking', routes: rankingRoutes }
