import type { AppModule } from '../../platform/module'

/** Uploaded images: checked by content, re-encoded without metadata, served from UPLOADS_BASE_URL. */
export const uploadsModule: AppModule = { name: 'uploads' }
