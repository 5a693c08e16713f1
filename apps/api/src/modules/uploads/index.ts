/**
 * Uploaded images. Invariants: a stored file is always a still WebP re-encoded here (no metadata, at
 * most 2048 px a side), named by the SHA-256 of its bytes and never half written; a member refers only
 * to their own uploads (findMemberUploads answers nothing else). Only this module writes uploads; other
 * modules' statements read stored files through the view uploads_storage_keys (sql/).
 */
export { uploadsModule } from './module'
export { deleteUploads, type DeleteUploadsParameters, type DeleteUploadsReturnType } from './deleteUploads'
export { findMemberUploads, type FindMemberUploadsParameters } from './findMemberUploads'
export {
  lockUploadsMadeBefore,
  type LockUploadsMadeBeforeParameters,
  type LockUploadsMadeBeforeReturnType,
} from './lockUploadsMadeBefore'
export { storeImageFile, type StoredImage } from './storeImageFile'
export { removeStoredFile } from './removeStoredFile'
export { uploadedFilesRoutes, APP_UPLOADS_PATH } from './serveUploadedFiles'
export { uploadUrl } from './uploadUrl'
export type { UploadRow } from './tables'
