import type { TextsOf } from '../../../lib/i18n'
import type { clubZh } from './zh'

export const clubEn: TextsOf<typeof clubZh> = {
  club: {
    teamTitle: 'My team',
  },
}
