export { operatorsModule } from './module'
export { adjustMemberBalance, type AdjustMemberBalanceParameters } from './adjustMemberBalance'
export { recordOperatorAction, type RecordOperatorActionParameters } from './recordOperatorAction'
export type { OperatorActionRow } from './tables'
