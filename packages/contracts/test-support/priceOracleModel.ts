/**
 * Reference model of DpinePool's price oracle, written from its specification: an accumulator of
 * the spot price brought up to date before every reserve change (once per block), an observation
 * stored when the newest is OBSERVATION_INTERVAL old (ring of OBSERVATION_CAPACITY), the history
 * restarted when the pool was empty, and the average over a window read by linear interpolation
 * between the records around the window's start.
 */
export const OBSERVATION_CAPACITY = 64
export const OBSERVATION_INTERVAL = 60n
const PRICE_SCALE = 10n ** 18n
const MOD = 2n ** 216n

type Reserves = { reserveUsdt: bigint; reserveDpine: bigint }
type Record = { timestamp: bigint; cumulative: bigint }

const spot = ({ reserveUsdt, reserveDpine }: Reserves): bigint => (reserveUsdt * PRICE_SCALE) / reserveDpine
const isEmpty = ({ reserveUsdt, reserveDpine }: Reserves): boolean =>
  reserveUsdt === 0n || reserveDpine === 0n

export class PriceOracleModel {
  private accumulator: Record = { timestamp: 0n, cumulative: 0n }
  /** Oldest first; at most OBSERVATION_CAPACITY. */
  private observations: Record[] = []
  private lastObservationTime = 0n

  /** Call before a reserve change at `now`, with the reserves before it. */
  beforeReserveChange(now: bigint, reserves: Reserves): void {
    const last = this.accumulator
    if (last.timestamp === now) return
    const empty = isEmpty(reserves)
    const cumulative = empty
      ? last.cumulative
      : (last.cumulative + spot(reserves) * (now - last.timestamp)) % MOD
    this.accumulator = { timestamp: now, cumulative }
    if (empty) {
      this.observations = [{ timestamp: now, cumulative }]
      this.lastObservationTime = now
    } else if (now - this.lastObservationTime >= OBSERVATION_INTERVAL) {
      this.observations.push({ timestamp: now, cumulative })
      if (this.observations.length > OBSERVATION_CAPACITY) this.observations.shift()
      this.lastObservationTime = now
    }
  }

  /** DpinePool.averagePrice(window) at time `now` with the current (non-empty) reserves. */
  averagePrice(window: bigint, now: bigint, reserves: Reserves): { price: bigint; isTimeWeighted: boolean } {
    const price = spot(reserves)
    const oldest = this.observations[0]
    const target = now - window
    if (!oldest || oldest.timestamp > target) return { price, isTimeWeighted: false }
    const last = this.accumulator
    if (target >= last.timestamp) return { price, isTimeWeighted: true }
    const records = [...this.observations, last]
    const after = records.findIndex((record) => record.timestamp > target)
    const [before, next] = [records[after - 1], records[after]]
    if (!before || !next) throw new Error('no records around the window start')
    const span = (next.cumulative - before.cumulative + MOD) % MOD
    const then =
      (before.cumulative + (span * (target - before.timestamp)) / (next.timestamp - before.timestamp)) % MOD
    const cumulativeNow = (last.cumulative + price * (now - last.timestamp)) % MOD
    return { price: ((cumulativeNow - then + MOD) % MOD) / window, isTimeWeighted: true }
  }
}

/**
 * The exact time-weighted mean of a piecewise-constant price history over [now − window, now]
 * (rounded down): what the oracle approximates. `history`: each price from the time it took effect.
 */
export function exactMean(history: { from: bigint; price: bigint }[], window: bigint, now: bigint): bigint {
  const start = now - window
  let integral = 0n
  history.forEach((segment, index) => {
    const end = history[index + 1]?.from ?? now
    const from = segment.from > start ? segment.from : start
    if (end > from) integral += segment.price * (end - from)
  })
  return integral / window
}
