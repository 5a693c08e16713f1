import { mulberry32, type Random } from '@vita/shared/prng'
import { PRICE_SCALE, quoteExactIn, spotPrice } from '@vita/shared/pool'
import { parseEther, parseUnits } from 'viem'
import type { AppServices } from '@vita/api'
import type { JobDefinition, JobLogger } from '@vita/api/jobs'
import { devAccount } from '@vita/contracts/devAccounts'
import { demoChain, type DemoChain } from './demoChain'
import { readMarketSpan } from './demoMarketReads'
import { demoAccount } from './demoMembers'
import {
  DEADLINE_SECONDS,
  DEMO_MARKET_SEED,
  DEMO_TRADERS,
  SLIPPAGE_BPS,
  TRADER_DPINE,
  TRADER_USDT,
} from './seedMarketDemo'

export const DEMO_MARKET_MAKER_JOB = 'demo.marketMaker'
/** How often the job looks at the market: a cheap read unless the gap since the last trade has passed. */
export const DEMO_MARKET_CHECK_MS = 60_000
/** Chain time after the last trade before the next run trades (ms), drawn per gap from the seeded PRNG. */
export const DEMO_MARKET_GAP_MS: readonly [number, number] = [3 * 60_000, 5 * 60_000]
/** Trades per run, and their size in USDT: the seed's busiest pace (its last three hours). */
const TRADES_PER_RUN: readonly [number, number] = [1, 2]
const TRADE_USDT: readonly [number, number] = [30, 250]
/**
 * A trader's gas and USDT are topped up once below a tenth of the seed's grant, from dev account 17
 * (1,000,000 USDT on the dev chain), not from dev account 0: that one is the payout job's hot wallet,
 * whose nonces a top-up would race. DPINE is never topped up: a trader short of it buys instead.
 */
export const DEMO_MARKET_FUNDER_INDEX = 17
const REFILL_BELOW = 10n
const GAS_REFILL_BELOW = parseEther('0.05')
/** Where the price may go, against the market's first trade: leaning back hard at the edges. */
const BAND = { low: 0.95, high: 1.35 } as const

const between = (random: Random, [low, high]: readonly [number, number]) => low + random() * (high - low)

/**
 * Where the living market drifts to after the seed's week (which ends about 15% above its first price):
 * a slow day-long wave and a faster one of a few hours around that level, inside the band.
 */
export function livingTargetPrice(anchor: bigint, at: Date): bigint {
  const hours = at.getTime() / 3_600_000
  const shape =
    1.15 + 0.05 * Math.sin((Math.PI * 2 * hours) / 26) + 0.02 * Math.sin((Math.PI * 2 * hours) / 5)
  return (anchor * BigInt(Math.round(shape * 1e6))) / 1_000_000n
}

/** The chance of a buy: as the seed leans (±5% off target → 3 in 4), and always back inside the band. */
export function buyChance(anchor: bigint, price: bigint, target: bigint): number {
  if (price * 100n < anchor * BigInt(Math.round(BAND.low * 100))) return 1
  if (price * 100n > anchor * BigInt(Math.round(BAND.high * 100))) return 0
  const lean = Number(((target - price) * 10_000n) / price) / 10_000
  return Math.min(0.85, Math.max(0.15, 0.5 + 5 * lean))
}

/**
 * The PRNG of the run after a trade at `lastTradeAt`: the same last trade gives the same gap, sides,
 * sizes and traders, so replicas and restarts agree, and a run cut short does not replay its draws.
 */
export function livingRandom(lastTradeAt: Date): Random {
  return mulberry32((DEMO_MARKET_SEED * 7_919 + Math.floor(lastTradeAt.getTime() / 1000)) >>> 0)
}

export type DemoMarketMakerRun = {
  /** Trades made (0: the gap has not passed, or nothing to continue). */
  trades: number
  /** The trades' block time base: the chain's now when the run began. */
  at: Date
}

export type DemoMarketMaker = {
  /**
   * One look at the market: when the gap after the last indexed trade has passed (on the chain's
   * clock, or at `now` when given), one or two trades from demo traders' own wallets.
   */
  run(options: { signal: AbortSignal; logger: JobLogger; now?: Date }): Promise<DemoMarketMakerRun>
}

/**
 * Tops demo trader `index` up to trade, as the seed set them up: gas, USDT and DPINE from dev account 0
 * once below a tenth of the seed's grant, the trade screens' allowances, sale permission. Each step
 * reads the chain first, so a run cut short is finished by the next. Returns the wallet after it.
 */
export async function readyTrader(chainApi: DemoChain, index: number, logger: JobLogger) {
  const account = demoAccount(index)
  const wallet = await chainApi.wallet(account.address)
  const refilled: string[] = []
  if (wallet.gas < GAS_REFILL_BELOW) {
    await chainApi.fundGas(account.address)
    refilled.push('gas')
  }
  if (wallet.usdt < TRADER_USDT / REFILL_BELOW) {
    await chainApi.fundUsdt(account.address, TRADER_USDT - wallet.usdt)
    refilled.push('usdt')
  }
  if (wallet.usdtAllowance < TRADER_USDT || wallet.dpineAllowance < TRADER_DPINE) {
    await chainApi.approveTrading(account, TRADER_USDT * 10n, TRADER_DPINE * 10n)
    refilled.push('allowances')
  }
  if (!wallet.canSell) {
    await chainApi.permitSales([account.address])
    refilled.push('sales')
  }
  if (refilled.length > 0) logger.info({ trader: account.address, refilled }, 'demo trader topped up')
  return chainApi.wallet(account.address)
}

/**
 * The living demo's market-maker (issue 13): after the seed's week of trades, the demo traders keep
 * trading on the dev chain a trade or two every 3–5 minutes, through the swap screen's calls (buys on
 * DpinePool, sales through VitaOrder.sellDPINEWithMinimum, its quote, 1% slippage and 20-minute
 * deadline). The chain is the only state: the last indexed trade says when the next is due, wallets
 * say who can trade, so a run cut short leaves at most a skipped trade. The indexer makes the candles.
 */
export function demoMarketMaker(services: AppServices): DemoMarketMaker {
  const { config, database, chain, deployment } = services
  const { db } = database
  let demo: DemoChain | undefined
  /** This process's last trade: the gap also counts from it while the indexer has not caught up. */
  let lastMadeAt = 0
  const chainOf = () => {
    if (!chain) throw new Error('the demo market-maker needs the dev chain')
    demo ??= demoChain(
      config.rpcUrl,
      chain.clients,
      deployment.require(),
      devAccount(DEMO_MARKET_FUNDER_INDEX),
    )
    return demo
  }

  return {
    async run({ signal, logger, now }) {
      const market = await readMarketSpan(db, config.chainId)
      const chainApi = chainOf()
      const chainNow = now ?? new Date(Number(await chainApi.now()) * 1000)
      // Nothing to continue (the demo was not seeded on this database), or the gap has not passed yet.
      if (!market) return { trades: 0, at: chainNow }
      // The minute of the last trade: the job looks once a minute, so a gap is only ever that precise.
      const random = livingRandom(market.lastTradeAt)
      const gap = between(random, DEMO_MARKET_GAP_MS)
      const since = Math.max(market.lastTradeAt.getTime(), lastMadeAt)
      if (chainNow.getTime() - since < gap) return { trades: 0, at: chainNow }

      const count = Math.floor(between(random, [TRADES_PER_RUN[0], TRADES_PER_RUN[1] + 1]))
      const deadline = BigInt(Math.floor(chainNow.getTime() / 1000)) + DEADLINE_SECONDS
      let made = 0
      for (let i = 0; i < count && !signal.aborted; i++) {
        const reserves = await chainApi.reserves()
        const price = spotPrice(reserves)
        if (price === 0n) throw new Error('the demo market-maker found the pool empty')
        const anchor = market.firstPrice
        const wantsToBuy = random() < buyChance(anchor, price, livingTargetPrice(anchor, chainNow))
        const usdt = parseUnits(between(random, TRADE_USDT).toFixed(2), 18)
        const index = DEMO_TRADERS[Math.floor(random() * DEMO_TRADERS.length)] ?? 0
        const wallet = await readyTrader(chainApi, index, logger)
        const account = demoAccount(index)
        const dpine = (usdt * PRICE_SCALE) / price
        // Never drains the trader: the other side when the wish cannot be met, no trade when neither can.
        const canBuy = wallet.usdt >= usdt
        const canSell = wallet.dpine >= dpine
        if (!canBuy && !canSell) {
          logger.warn({ trader: account.address }, 'demo trader short of USDT and DPINE: trade skipped')
          continue
        }
        const buy = wantsToBuy ? canBuy : !canSell
        if (buy) {
          const quote = quoteExactIn('buy', usdt, reserves, SLIPPAGE_BPS)
          await chainApi.buy(account, usdt, quote.minimumReceived, deadline)
        } else {
          const quote = quoteExactIn('sell', dpine, reserves, SLIPPAGE_BPS)
          await chainApi.sell(account, dpine, quote.minimumReceived, deadline)
        }
        made++
        lastMadeAt = chainNow.getTime()
      }
      if (made > 0) {
        const price = spotPrice(await chainApi.reserves())
        logger.info({ trades: made, price: price.toString() }, 'demo market traded')
      }
      return { trades: made, at: chainNow }
    },
  }
}

/**
 * The market-maker on the job runner (one leader across replicas), only with the living demo
 * (config.demoData: DEMO_DATA on and the local dev chain). It looks every minute and trades once the
 * drawn gap since the last trade has passed; a run that fails is retried by the runner, at worst one
 * trade fewer.
 */
export function demoMarketMakerJob(services: AppServices): JobDefinition {
  const maker = demoMarketMaker(services)
  return {
    name: DEMO_MARKET_MAKER_JOB,
    schedule: { every: DEMO_MARKET_CHECK_MS },
    async run({ signal, logger }) {
      await maker.run({ signal, logger })
    },
  }
}
