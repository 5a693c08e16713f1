/** Deposits from the member's wallet into the in-app balance (VitaDeposit), and the way there from other screens. */
import '../../lib/antd'
import './deposits.css'
import { registerTexts } from '../../lib/i18n'
import { depositsEn } from './locales/en'
import { depositsZh } from './locales/zh'

registerTexts(depositsZh, depositsEn)

export { useDeposits } from './api/listDeposits'
export { DepositForm } from './components/DepositForm'
export { DepositAction, DepositLink } from './components/DepositLink'
export { DepositList } from './components/DepositList'
export { useDeposit } from './hooks/useDeposit'
export { useOnNewCredit } from './hooks/useOnNewCredit'
