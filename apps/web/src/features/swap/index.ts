/**
 * On-chain trading (spec §4, §5): /swap (buys on the pool, sales through the order contract) and
 * /sell-currency (sales through the order contract).
 */
import '../../lib/antd'
import './swap.css'
import { registerTexts } from '../../lib/i18n'
import { swapEn } from './locales/en'
import { swapZh } from './locales/zh'

registerTexts(swapZh, swapEn)

export { SellTrade } from './components/SellTrade'
export { SwapTrade } from './components/SwapTrade'
