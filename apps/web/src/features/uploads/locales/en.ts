import type { TextsOf } from '../../../lib/i18n'
import type { uploadsZh } from './zh'

export const uploadsEn: TextsOf<typeof uploadsZh> = {
  uploads: {
    tooLarge: 'Images must not exceed {{size}}',
    notImage: 'Only images can be uploaded',
    countExceeded: 'At most {{max}} images: {{exceed}} left out',
    failed: 'Upload failed: {{reason}}',
  },
}
