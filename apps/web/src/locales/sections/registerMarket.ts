/**
 * Adds the swap, sell, chart, pool and transaction texts when a market screen's chunk loads, so they
 * stay out of /login's initial JavaScript. Imported for its effect by those screens.
 */
import { i18n } from '../../lib/i18n'
import { marketEn } from './market.en'
import { marketZh } from './market.zh'

i18n.addResourceBundle('zh', 'translation', marketZh, true, true)
i18n.addResourceBundle('en', 'translation', marketEn, true, true)
