/**
 * On-chain trading (spec §4, §5): /swap (buys on the pool, sales through the order contract) and
 * /sell-currency (sales through the order contract).
 */
import '../../lib/antd'
import './trade.css'
import { registerTexts } from '../../lib/i18n'
import { tradeEn } from './locales/en'
import { tradeZh } from './locales/zh'

registerTexts(tradeZh, tradeEn)

export { SellTrade } from './components/SellTrade'
export { SwapTrade } from './components/SwapTrade'
