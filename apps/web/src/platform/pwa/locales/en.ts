import type { TextsOf } from '../../../lib/i18n'
import type { pwaZh } from './zh'

export const pwaEn: TextsOf<typeof pwaZh> = {
  pwa: {
    updateAvailable: 'A new version is available. Reload?',
    reload: 'Reload',
    later: 'Later',
  },
}
