import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The API package's folder (the one holding drizzle/), found by walking up from this file, so paths
 * are right both from the TypeScript sources (src/platform/…) and from the production bundle (dist/).
 */
export function apiPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir
    const parent = dirname(dir)
    if (parent === dir) throw new Error('the API package (with its drizzle/ migrations) was not found')
    dir = parent
  }
}
