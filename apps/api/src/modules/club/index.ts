/** The membership club: what other modules use of it. */
export { clubModule } from './module'
export {
  inviteRewardSummary,
  type InviteRewardSummaryParameters,
  type InviteRewardSummaryReturnType,
} from './reads/inviteRewardSummary'
export {
  directInvitePurchases,
  type DirectInvitePurchases,
  type DirectInvitePurchasesParameters,
} from './directInvitePurchases'
export { applyOrderPlaced, registerClubHandlers, rewindClub } from './indexerHandlers'
export { latestOrderTime } from './latestOrderTime'
export {
  listMemberOrderActivity,
  type ListMemberOrderActivityParameters,
  type ListMemberOrderActivityReturnType,
  type MemberOrderActivity,
} from './orders/listMemberOrderActivity'
export { loadClubRules } from './rules/loadClubRules'
export { lastSettledDay } from './reads/lastSettledDay'
export {
  settleClubDay,
  type SettleClubDayParameters,
  type SettleClubDayReturnType,
} from './settlement/settleClubDay'
export { settleDaysUpTo, type SettleDaysUpToReturnType } from './settlement/settleDaysUpTo'
export type { ClubChainOrderRow, WhitelistStatus } from './tables'
export { whitelistStatus, type WhitelistStatusReturnType } from './whitelistStatus'
export {
  applyNode,
  type ApplyNodeErrorType,
  type ApplyNodeParameters,
  type ApplyNodeReturnType,
} from './nodes/applyNode'
export {
  upgradeNode,
  type UpgradeNodeErrorType,
  type UpgradeNodeParameters,
  type UpgradeNodeReturnType,
} from './nodes/upgradeNode'
export {
  closeNode,
  type CloseNodeErrorType,
  type CloseNodeParameters,
  type CloseNodeReturnType,
} from './nodes/closeNode'
export {
  releaseNodeStakes,
  type ReleaseNodeStakesParameters,
  type ReleaseNodeStakesReturnType,
} from './nodes/releaseNodeStakes'
