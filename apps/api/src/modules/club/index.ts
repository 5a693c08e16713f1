/** The membership club: what other modules use of it. */
export { clubModule } from './module'
export {
  directInvitePurchases,
  type DirectInvitePurchases,
  type DirectInvitePurchasesParameters,
} from './directInvitePurchases'
export { applyOrderPlaced, registerClubHandlers, rewindClub } from './indexerHandlers'
export { latestOrderTime } from './latestOrderTime'
export { clubChainOrders, clubWhitelist, type ClubChainOrderRow, type WhitelistStatus } from './tables'
export { whitelistStatus, type WhitelistStatusReturnType } from './whitelistStatus'
