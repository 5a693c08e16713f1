import type { AppModule } from '../../platform/module'
import { publishNewsCommand } from './commands/publishNews'
import { newsRoutes } from './routes'

/** News in Chinese and English, published by the operator. */
export const newsModule: AppModule = { name: 'news', routes: newsRoutes, opsCommands: [publishNewsCommand] }
