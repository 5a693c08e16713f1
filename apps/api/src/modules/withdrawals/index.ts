export { withdrawalsRoutes } from './routes'
export {
  createPayoutContext,
  startPayoutWorker,
  type StartPayoutWorkerParameters,
} from './payout/startPayoutWorker'
export { runPayoutsOnce, type RunPayoutsOnceReturnType } from './payout/runPayoutsOnce'
export {
  DEFAULT_WITHDRAW_RULES,
  getWithdrawRules,
  listWithdrawRules,
  setWithdrawRules,
} from './withdrawRules'
