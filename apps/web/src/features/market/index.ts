/**
 * The DPINE market: price chart with its 24 h figures (spec §2), the order price line (30-minute
 * average or spot) and the contract pools (spec §3).
 */
import '../../lib/antd'
import './market.css'
import { registerTexts } from '../../lib/i18n'
import { marketEn } from './locales/en'
import { marketZh } from './locales/zh'

registerTexts(marketZh, marketEn)

export { marketKeys } from './api/keys'
export { CandlesCard } from './components/CandlesCard'
export { ContractPoolList } from './components/ContractPoolList'
export { MarketStatsCard } from './components/MarketStatsCard'
export { OrderPriceCard } from './components/OrderPriceCard'
