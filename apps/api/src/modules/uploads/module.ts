import type { AppModule } from '../../platform/module'
import { uploadsRoutes } from './routes'

/** Uploaded images: checked by content, re-encoded without metadata, served from UPLOADS_BASE_URL. */
export const uploadsModule: AppModule = { name: 'uploads', routes: uploadsRoutes }
