import type { ContractReader } from '../../platform/chain'

/** What the assets screen reads on chain; each read answers "0" with `stale` when it failed (spec §8). */
export type AssetChainReader = Pick<ContractReader, 'walletBalances' | 'userDpineBalance'>
