import type { AppModule } from '../../platform/module'
import { systemRoutes } from './routes'

/** Health, the web app's configuration and the OpenAPI document. */
export const systemModule: AppModule = { name: 'system', routes: systemRoutes }
