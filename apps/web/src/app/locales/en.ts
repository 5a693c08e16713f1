import type { TextsOf } from '../../lib/i18n'
import type { tabBarZh } from './zh'

export const tabBarEn: TextsOf<typeof tabBarZh> = {
  tabs: { shop: 'Shop', swap: 'Swap', team: 'Team', market: 'Market', mine: 'Mine' },
}
