import type { TextsOf } from '../../../lib/i18n'
import type { clubMoneyZh } from './money.zh'

export const clubMoneyEn: TextsOf<typeof clubMoneyZh> = {
  clubMoney: {
    buyTitle: 'Buy',
  },
}
