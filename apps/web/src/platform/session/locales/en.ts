import type { TextsOf } from '../../../lib/i18n'
import type { sessionZh } from './zh'

export const sessionEn: TextsOf<typeof sessionZh> = {
  session: {
    expired: 'Login expired, please log in again',
    expiringSoon: 'Your login is about to expire, please log in again',
  },
}
