import type { Config } from '../../config'

/** Where a stored file is fetched from: UPLOADS_BASE_URL (default the app's /uploads) and its key. */
export function uploadUrl(config: Pick<Config, 'uploadsBaseUrl'>, storageKey: string): string {
  return `${config.uploadsBaseUrl}/${storageKey}`
}
