/** The membership club: what other modules use of it. */
export { clubModule } from './module'
export {
  directInvitePurchases,
  type DirectInvitePurchases,
  type DirectInvitePurchasesParameters,
} from './directInvitePurchases'
export { applyOrderPlaced, registerClubHandlers, rewindClub } from './indexerHandlers'
export { latestOrderTime } from './latestOrderTime'
export { clubChainOrders, type ClubChainOrderRow } from './tables'
