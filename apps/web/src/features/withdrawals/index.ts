/** Withdrawals to a wallet (spec §5): the form, the request's progress and the history. */
import '../../lib/antd'
import './withdrawals.css'
import { registerTexts } from '../../lib/i18n'
import { withdrawalsEn } from './locales/en'
import { withdrawalsZh } from './locales/zh'

registerTexts(withdrawalsZh, withdrawalsEn)

export { WithdrawalCard } from './components/WithdrawalCard'
export { WithdrawalList } from './components/WithdrawalList'
export { WithdrawForm } from './components/WithdrawForm'
