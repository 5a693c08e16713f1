import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { STORAGE_KEY_PATTERN } from './storeImageFile'

/**
 * Deletes the stored file `storageKey` from the uploads directory when it was last written before
 * `writtenBefore`; answers whether it was deleted. Storing the same picture again rewrites the file
 * (storeImageFile renames a fresh copy over it), so a file an upload is just storing is never taken
 * from under it. Anything that is not a storage key is left alone.
 */
export async function removeStoredFile(
  uploadsDir: string,
  storageKey: string,
  writtenBefore: Date,
): Promise<boolean> {
  if (!STORAGE_KEY_PATTERN.test(storageKey)) return false
  const path = join(uploadsDir, storageKey)
  try {
    if ((await stat(path)).mtime.getTime() >= writtenBefore.getTime()) return false
  } catch {
    return false // already gone
  }
  await rm(path, { force: true })
  return true
}
