export {
  defineOpsCommand,
  UsageError,
  type OpsAudit,
  type OpsChain,
  type OpsCommand,
  type OpsCommandSpec,
  type OpsContext,
  type OpsOptions,
  type OpsResult,
} from './command'
export { amountOption, booleanOption, currencyOption, limitOption, textOption, timeOption } from './options'
