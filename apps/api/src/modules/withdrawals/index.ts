/** Withdrawals: what the app and other modules use of them. */
export { withdrawalsModule } from './module'
export { createPayoutContext, type CreatePayoutContextParameters } from './payout/createPayoutContext'
export { runPayoutsOnce, type RunPayoutsOnceReturnType } from './payout/runPayoutsOnce'
export { payoutsJob } from './jobs/payouts'
export {
  DEFAULT_WITHDRAW_RULES,
  getWithdrawRules,
  listWithdrawRules,
  setWithdrawRules,
} from './withdrawRules'
