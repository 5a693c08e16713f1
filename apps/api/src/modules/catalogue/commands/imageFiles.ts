import { readFile } from 'node:fs/promises'
import { isAbsolute, resolve } from 'node:path'
import { DomainError } from '../../../platform/http/domainError'
import { UsageError } from '../../../platform/ops'
import { storeImageFile } from '../../uploads'

/** How many images a product holds at most (productInputSchema). */
export const PRODUCT_IMAGES_MAX = 20

/** A product file's `images` entry naming a file rather than a storage key: it holds a path separator. */
export const isImagePath = (entry: string) => entry.includes('/') || entry.includes('\\')

/** `--images a.jpg,photos/b.png`: the paths of a comma-separated option, none empty. */
export function imagePathsOption(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined
  const paths = value.split(',').map((path) => path.trim())
  if (paths.some((path) => path === ''))
    throw new UsageError('--images takes image file paths separated by commas')
  if (paths.length > PRODUCT_IMAGES_MAX)
    throw new UsageError(`--images takes at most ${PRODUCT_IMAGES_MAX} files`)
  return paths
}

/**
 * Stores image files the way uploads are stored (storeImageFile: checked by content, re-encoded without
 * metadata, written under the hash of its bytes in the uploads directory) and answers their storage keys
 * in the same order. Relative paths are taken from `base`. A file that cannot be read or is no still
 * picture is a usage error naming it; files stored before it stay (named by content, they are harmless).
 */
export async function storeImagePaths(
  uploadsDir: string | undefined,
  paths: readonly string[],
  base: string,
): Promise<string[]> {
  if (paths.length === 0) return []
  if (uploadsDir === undefined) throw new UsageError('image files need the uploads directory (DATA_DIR)')
  const keys: string[] = []
  for (const path of paths) {
    const full = isAbsolute(path) ? path : resolve(base, path)
    let bytes: Buffer
    try {
      bytes = await readFile(full)
    } catch (error) {
      throw new UsageError(`image ${path}: ${error instanceof Error ? error.message : String(error)}`)
    }
    try {
      keys.push((await storeImageFile({ uploadsDir }, bytes)).storageKey)
    } catch (error) {
      if (error instanceof DomainError)
        throw new UsageError(
          `image ${path}: ${error.messageKey === 'uploadTooLarge' ? 'the picture is too large' : 'not a still JPEG, PNG, WebP, GIF or AVIF picture'}`,
        )
      throw error
    }
  }
  return keys
}
