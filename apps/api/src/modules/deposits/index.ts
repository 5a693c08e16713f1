/** Deposits from members' wallets into their in-app balances (VitaDeposit, indexed and credited). */
export { depositsModule, registerDepositHandlers } from './module'
export { creditDeposits, type CreditDepositsParameters } from './creditDeposits'
export {
  listMemberDepositActivity,
  type ListMemberDepositActivityParameters,
  type ListMemberDepositActivityReturnType,
  type MemberDepositActivity,
} from './listMemberDepositActivity'
