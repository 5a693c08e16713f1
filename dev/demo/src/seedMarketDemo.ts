import { mulberry32, type Random } from '@vita/shared/prng'
import { PRICE_SCALE, quoteExactIn, spotPrice } from '@vita/shared/pool'
import { parseUnits } from 'viem'
import type { DemoChain } from './demoChain'
import type { DemoMember } from './demoMembers'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** The demo members who trade (leaders, a few of their team): each from their own wallet. */
export const DEMO_TRADERS: readonly number[] = [0, 1, 2, 3, 4, 7, 10, 16, 21, 33]
/** What each trader gets besides their orders' USDT: money to buy with, and DPINE to sell. */
export const TRADER_USDT = parseUnits('30000', 18)
export const TRADER_DPINE = parseUnits('1000000', 18)
/** The swap screen's default slippage (1%). */
export const SLIPPAGE_BPS = 100n
/** The swap screen's default deadline (20 minutes). */
export const DEADLINE_SECONDS = 20n * 60n
export const DEMO_MARKET_SEED = 13

/**
 * How busy the market is, by age: the chart's shortest interval (1m, 300 candles = 5 h) needs trades
 * minutes apart in the last hours, 15m (75 h) a trade or two an hour over the last three days, 1h and
 * 1d a few every few hours before. Each burst is one to a few trades in a row, so most candles open
 * and close at different prices. Sizes (USDT) shrink with the pace.
 */
const PACES = [
  {
    until: 3 * HOUR,
    gap: [3 * MINUTE, 7 * MINUTE],
    burst: [1, 3],
    spacing: [10_000, 25_000],
    usdt: [30, 250],
  },
  {
    until: 72 * HOUR,
    gap: [45 * MINUTE, 120 * MINUTE],
    burst: [1, 2],
    spacing: [MINUTE, 5 * MINUTE],
    usdt: [100, 700],
  },
  {
    until: Infinity,
    gap: [3 * HOUR, 5 * HOUR],
    burst: [2, 3],
    spacing: [5 * MINUTE, 20 * MINUTE],
    usdt: [250, 1500],
  },
] as const

const between = (random: Random, [low, high]: readonly [number, number]) => low + random() * (high - low)
const paceAt = (age: number) => PACES.find((pace) => age < pace.until) ?? PACES[PACES.length - 1]!

/**
 * The times of the demo's trades between `from` and `to` (ascending, at least 2 s apart), laid out
 * backwards from `to` so the busiest stretch ends at `to`. Pure: the same seed gives the same pattern.
 */
export function planDemoTrades(from: Date, to: Date, seed = DEMO_MARKET_SEED): Date[] {
  const random = mulberry32(seed)
  const times: number[] = []
  let burstEnd = to.getTime()
  while (burstEnd > from.getTime()) {
    const pace = paceAt(to.getTime() - burstEnd)
    const count = Math.floor(between(random, [pace.burst[0], pace.burst[1] + 1]))
    let at = burstEnd
    for (let i = 0; i < count && at > from.getTime(); i++) {
      times.push(Math.floor(at / 1000) * 1000)
      at -= between(random, pace.spacing)
    }
    burstEnd = at - between(random, pace.gap)
  }
  const ascending = times.reverse()
  return ascending
    .filter((time, i) => i === 0 || time - (ascending[i - 1] ?? 0) >= 2_000)
    .map((time) => new Date(time))
}

/**
 * Where the demo's price drifts to over the history (fraction 0 → 1): up about a fifth, with a dip
 * mid-week and a few smaller waves. Trades lean towards it, so the chart moves plausibly, not off a cliff.
 */
export function demoTargetPrice(start: bigint, fraction: number): bigint {
  const shape =
    1 +
    0.2 * fraction -
    0.06 * Math.sin(Math.PI * 2 * 1.3 * fraction) +
    0.025 * Math.sin(Math.PI * 2 * 7 * fraction)
  return (start * BigInt(Math.round(shape * 1e6))) / 1_000_000n
}

export type DemoMarket = {
  /** Funds the traders (USDT, DPINE), grants them sales, sets their allowances. */
  start(members: readonly DemoMember[]): Promise<void>
  /** Runs every planned trade before `at`, in time order, each at its own block time. */
  runUntil(at: Date): Promise<void>
  /** Trades done, and trades planned but not done yet. */
  readonly done: number
  readonly pending: number
  /** Time spent funding the traders and trading (ms). */
  readonly elapsedMs: number
}

/**
 * A market with history (issue 13): demo members buy DPINE on the pool (DpinePool.swapExactIn) and
 * sell it through the order contract (VitaOrder.sellDPINEWithMinimum) from their own wallets, with the
 * swap screen's quote, slippage and deadline, at the planned times. Sides, sizes and traders follow a
 * seeded PRNG; the side leans towards `demoTargetPrice`, so the price wanders up with dips. The
 * indexer turns the pool's Swapped events into the trades behind the candles.
 */
export function demoMarket(chain: DemoChain, { from, to }: { from: Date; to: Date }): DemoMarket {
  const plan = planDemoTrades(from, to)
  const random = mulberry32(DEMO_MARKET_SEED + 1)
  /** Each trader's trading money, counted low (what a trade at least gave): their orders' USDT is apart. */
  let traders: { member: DemoMember; usdt: bigint; dpine: bigint }[] = []
  let startPrice = 0n
  let next = 0
  let elapsedMs = 0
  const timed = async (work: () => Promise<void>) => {
    const started = Date.now()
    await work()
    elapsedMs += Date.now() - started
  }
  const span = to.getTime() - from.getTime()

  async function trade(at: Date) {
    await chain.moveClockTo(at)
    const reserves = await chain.reserves()
    const price = spotPrice(reserves)
    const target = demoTargetPrice(startPrice, (at.getTime() - from.getTime()) / span)
    // 5% below the target: three buys in four; 5% above: three sales in four.
    const lean = Number(((target - price) * 10_000n) / price) / 10_000
    const wantsToBuy = random() < Math.min(0.85, Math.max(0.15, 0.5 + 5 * lean))
    const pace = paceAt(to.getTime() - at.getTime())
    const usdt = parseUnits(between(random, pace.usdt).toFixed(2), 18)
    const trader = traders[Math.floor(random() * traders.length)]
    if (!trader) throw new Error('the demo market has no traders')
    const deadline = BigInt(Math.floor(at.getTime() / 1000)) + DEADLINE_SECONDS
    const dpine = (usdt * PRICE_SCALE) / price
    // The trader's own money decides when the wish cannot be met (their orders' USDT is never touched).
    const buy = wantsToBuy ? trader.usdt >= usdt : trader.dpine < dpine
    if (buy) {
      const quote = quoteExactIn('buy', usdt, reserves, SLIPPAGE_BPS)
      await chain.buy(trader.member.account, usdt, quote.minimumReceived, deadline)
      trader.usdt -= usdt
      trader.dpine += quote.minimumReceived
    } else {
      const quote = quoteExactIn('sell', dpine, reserves, SLIPPAGE_BPS)
      await chain.sell(trader.member.account, dpine, quote.minimumReceived, deadline)
      trader.dpine -= dpine
      trader.usdt += quote.minimumReceived
    }
  }

  return {
    start: (members) =>
      timed(async () => {
        traders = DEMO_TRADERS.map((index) => {
          const member = members[index]
          if (!member) throw new Error(`the demo market needs member ${index}`)
          return { member, usdt: TRADER_USDT, dpine: TRADER_DPINE }
        })
        for (const { member } of traders) {
          await chain.fund(member.account.address, TRADER_USDT)
          await chain.fundDpine(member.account.address, TRADER_DPINE)
          // Allowances for the whole demo: the trade screens approve per trade, the demo once.
          await chain.approveTrading(member.account, TRADER_USDT * 10n, TRADER_DPINE * 10n)
        }
        await chain.permitSales(traders.map(({ member }) => member.account.address))
        startPrice = spotPrice(await chain.reserves())
      }),
    runUntil: (at) =>
      timed(async () => {
        while (next < plan.length && (plan[next]?.getTime() ?? Infinity) < at.getTime()) {
          await trade(plan[next] as Date)
          next++
        }
      }),
    get done() {
      return next
    },
    get pending() {
      return plan.length - next
    },
    get elapsedMs() {
      return elapsedMs
    },
  }
}
