/** Image uploads: the uploader a form embeds (a screen passes it in; other features never import it). */
import '../../lib/antd'
import './uploads.css'
import { registerTexts } from '../../lib/i18n'
import { uploadsEn } from './locales/en'
import { uploadsZh } from './locales/zh'

registerTexts(uploadsZh, uploadsEn)

export type { UploadedImage } from '@vita/shared/schemas/uploads'
export { ImageUploader, type ImageUploaderProps } from './components/ImageUploader'
