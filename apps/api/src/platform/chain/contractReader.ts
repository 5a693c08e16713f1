import type { Address } from 'viem'
import { FALLBACK_PRICE_USDT } from '@vita/shared'
import { DEFAULT_TWAP_WINDOW_SECONDS } from '@vita/shared/pool'
import type { Deployment } from '@vita/contracts/deployment'
import { createShortCache } from './cache'
import type { ChainClients } from './clients'
import type { ChainReadContext } from './context'
import { readContractPools, type ReadContractPoolsReturnType } from './readContractPools'
import { readContractStatus, type ReadContractStatusReturnType } from './readContractStatus'
import { readPoolReserves, type ReadPoolReservesReturnType } from './readPoolReserves'
import { readPriceInfo, type ReadPriceInfoReturnType } from './readPriceInfo'
import { readUserDpineBalance } from './readUserDpineBalance'
import { readTokenInfo, type ReadTokenInfoReturnType } from './readTokenInfo'
import { readWalletBalances, type ReadWalletBalancesReturnType } from './readWalletBalances'

type Stale<T> = T & { stale: boolean }
export type PriceInfoReading = Stale<ReadPriceInfoReturnType> & { timestamp: number }
export type TokenInfoReading = Stale<ReadTokenInfoReturnType>
export type ContractStatusReading = Stale<ReadContractStatusReturnType> & { address: Address }
export type ReservesReading = Stale<ReadPoolReservesReturnType>
export type ContractPoolsReading = Stale<ReadContractPoolsReturnType> & { readAt: Date }

/**
 * The API's view of the chain. Every method answers even when both RPCs are down: prices fall back
 * to 0.000003 USDT (spec §9), other figures to the last values read (0 before any), with
 * `stale: true`. Readings are cached for `cacheTtlMs` (default 1 s, under BSC's 3 s block time).
 */
export type ContractReader = {
  readonly clients: ChainClients
  priceInfo(): Promise<PriceInfoReading>
  tokenInfo(): Promise<TokenInfoReading>
  contractStatus(address: Address): Promise<ContractStatusReading>
  walletBalances(address: Address): Promise<Stale<ReadWalletBalancesReturnType> & { address: Address }>
  /** The order contract's `getUserDPINEBalance`; 0 with `stale` when unreadable. */
  userDpineBalance(address: Address): Promise<{ DPINE: bigint; stale: boolean }>
  /** Pool reserves; when unreadable, reserves that price DPINE at the fallback price (1e18-scaled). */
  reserves(): Promise<ReservesReading>
  contractPools(): Promise<ContractPoolsReading>
}

export type CreateContractReaderParameters = {
  /** The clients to read through (the process's one set: createChainClients). */
  clients: ChainClients
  /** Where the contracts are; a function when the deployment may appear after start (DeploymentSource). */
  contracts: Deployment['contracts'] | (() => Deployment['contracts'] | undefined)
  cacheTtlMs?: number
  /** Called with every failed read, for logging. */
  onReadError?: (operation: string, error: unknown) => void
}

const ZERO_SUPPLY = { totalSupply: 0n, circulatingSupply: 0n, totalDestroyed: 0n }

export function createContractReader(parameters: CreateContractReaderParameters): ContractReader {
  const { clients } = parameters
  const { contracts } = parameters
  const context: ChainReadContext = {
    clients,
    contracts: typeof contracts === 'function' ? contracts : () => contracts,
  }
  const cache = createShortCache(parameters.cacheTtlMs ?? 1_000)
  const onReadError = parameters.onReadError ?? (() => undefined)
  let lastSupply = ZERO_SUPPLY
  let lastTwapWindowSeconds = DEFAULT_TWAP_WINDOW_SECONDS
  let lastPools: ReadContractPoolsReturnType | undefined

  async function orFallback<T, F>(
    operation: string,
    read: () => Promise<T>,
    fallback: () => F,
  ): Promise<(T | F) & { stale: boolean }> {
    try {
      return { ...(await read()), stale: false }
    } catch (error) {
      onReadError(operation, error)
      return { ...fallback(), stale: true }
    }
  }

  return {
    clients,
    priceInfo: () =>
      cache.get('priceInfo', async () => {
        const reading = await orFallback(
          'priceInfo',
          async () => {
            const info = await readPriceInfo(context)
            lastSupply = info
            lastTwapWindowSeconds = info.twapWindowSeconds
            return info
          },
          // The fallback is one fixed price, not an average.
          () => ({
            ...pickSupply(lastSupply),
            currentPrice: FALLBACK_PRICE_USDT,
            DPINEPrice: FALLBACK_PRICE_USDT,
            priceKind: 'spot' as const,
            twapWindowSeconds: lastTwapWindowSeconds,
            sellEnabled: false,
          }),
        )
        return { ...reading, timestamp: Date.now() }
      }),
    tokenInfo: () =>
      cache.get('tokenInfo', () =>
        orFallback(
          'tokenInfo',
          async () => {
            const info = await readTokenInfo(context)
            lastSupply = info
            return info
          },
          () => ({ ...pickSupply(lastSupply), decimals: 18 }),
        ),
      ),
    contractStatus: (address) =>
      cache.get(`contractStatus:${address}`, async () => ({
        address,
        ...(await orFallback(
          'contractStatus',
          () => readContractStatus(context, { address }),
          () => ({
            isWhitelisted: false,
            isBlacklisted: false,
            minAmount: 0n,
            sellEnabled: false,
            canSell: false,
          }),
        )),
      })),
    walletBalances: (address) =>
      cache.get(`walletBalances:${address}`, async () => ({
        address,
        ...(await readWalletBalances(context, { address })),
      })),
    userDpineBalance: (address) =>
      cache.get(`userDpineBalance:${address}`, () =>
        orFallback(
          'userDpineBalance',
          async () => ({ DPINE: await readUserDpineBalance(context, address) }),
          () => ({ DPINE: 0n }),
        ),
      ),
    reserves: () =>
      cache.get('reserves', () =>
        orFallback(
          'reserves',
          () => readPoolReserves(context),
          () => ({ reserveUsdt: FALLBACK_PRICE_USDT, reserveDpine: 10n ** 18n }),
        ),
      ),
    contractPools: () =>
      cache.get('contractPools', async () => {
        const reading = await orFallback(
          'contractPools',
          async () => {
            const pools = await readContractPools(context)
            lastPools = pools
            return pools
          },
          () => lastPools ?? emptyPools(),
        )
        return { ...reading, readAt: new Date() }
      }),
  }
}

function pickSupply(source: typeof ZERO_SUPPLY) {
  return {
    totalSupply: source.totalSupply,
    circulatingSupply: source.circulatingSupply,
    totalDestroyed: source.totalDestroyed,
  }
}

function emptyPools(): ReadContractPoolsReturnType {
  const empty = { ratioBps: 0, totalAmount: 0n }
  return { staticDividend: empty, centralBank: empty, fee: empty }
}
