import type { UploadedImageView } from '@vita/shared/schemas/uploads'
import type { Config } from '../../config'
import type { Db } from '../../platform/db/client'
import { storeImageFile, type StoreImageFileErrorType } from './storeImageFile'
import { uploads } from './tables'
import { uploadUrl } from './uploadUrl'

export type SaveMemberUploadParameters = { memberId: number; image: Buffer }
export type SaveMemberUploadReturnType = UploadedImageView
export type SaveMemberUploadErrorType = StoreImageFileErrorType

/**
 * A member's upload: the picture stored (storeImageFile.ts), then its row. Each call is its own row
 * even when the file is shared (two members may upload the same picture; each owns their upload).
 */
export async function saveMemberUpload(
  db: Db,
  config: Pick<Config, 'uploadsDir' | 'uploadsBaseUrl'>,
  { memberId, image }: SaveMemberUploadParameters,
): Promise<SaveMemberUploadReturnType> {
  const stored = await storeImageFile(config, image)
  const [row] = await db
    .insert(uploads)
    .values({ memberId, ...stored })
    .returning({ id: uploads.id })
  if (!row) throw new Error('uploads insert returned no row')
  return { id: row.id, url: uploadUrl(config, stored.storageKey), width: stored.width, height: stored.height }
}
