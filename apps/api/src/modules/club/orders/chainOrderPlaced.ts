import type { ClubChainOrderRow } from '../tables'

/** An OrderPlaced as the club books it: the raw log row (club_chain_orders) without its booking state. */
export type ChainOrderPlaced = Omit<ClubChainOrderRow, 'status' | 'createdAt'>
