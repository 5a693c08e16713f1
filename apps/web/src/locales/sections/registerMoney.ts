/**
 * Adds the assets, bills, transfer, withdraw, home, news, ranking, manual and referrer texts when a
 * screen that shows them loads, so they stay out of /login's initial JavaScript. Imported for its
 * effect by those screens.
 */
import { i18n } from '../../lib/i18n'
import { moneyEn } from './money.en'
import { moneyZh } from './money.zh'

i18n.addResourceBundle('zh', 'translation', moneyZh, true, true)
i18n.addResourceBundle('en', 'translation', moneyEn, true, true)
