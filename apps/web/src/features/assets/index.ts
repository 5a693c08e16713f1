/** The member's money inside the app (spec §3, §5): balances, the bill log and internal transfers. */
import '../../lib/antd'
import './assets.css'
import { registerTexts } from '../../lib/i18n'
import { assetsEn } from './locales/en'
import { assetsZh } from './locales/zh'

registerTexts(assetsZh, assetsEn)

export { useAssets } from './api/getAssets'
export { assetsKeys } from './api/keys'
export { AssetActions } from './components/AssetActions'
export { AssetBalances } from './components/AssetBalances'
export { AssetsOverview } from './components/AssetsOverview'
export { BillLogViews } from './components/BillLogViews'
export { TransferForm } from './components/TransferForm'
