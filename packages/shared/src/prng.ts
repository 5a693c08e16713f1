/**
 * One seeded PRNG for every randomized test (fuzz, model and property tests), so a failure can be
 * repeated from the seed it prints. mulberry32: tiny, fast, good enough for test inputs.
 */
export type Random = () => number

export function mulberry32(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The seed for a randomized test: the named environment variable (e.g. FUZZ_SEED, LEDGER_SEED) when
 * set, else `fallback`. A fixed fallback keeps CI repeatable; set the variable to explore.
 */
export function seedFrom(variable: string, fallback: number): number {
  const fromEnv = typeof process === 'undefined' ? undefined : process.env[variable]
  if (fromEnv === undefined || fromEnv === '') return fallback
  const seed = Number(fromEnv)
  if (!Number.isSafeInteger(seed)) throw new Error(`${variable} must be an integer, got "${fromEnv}"`)
  return seed
}

/** An integer in [min, max] (inclusive). */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

/** One element of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** A bigint in [min, max], spread log-uniformly so tiny and huge values both occur. */
export function randomAmount(random: Random, min: bigint, max: bigint): bigint {
  const digits = max.toString().length
  const scale = 10n ** BigInt(Math.floor(random() * digits))
  const value = (BigInt(Math.floor(random() * 1e15)) * scale) / 1_000_000_000_000_000n
  return value < min ? min : value > max ? max : value
}

/**
 * Runs `body` with a PRNG seeded by `seed`; on failure rethrows with the seed (and how to repeat it) in
 * the message, keeping the original error as the cause.
 */
export async function withSeed<T>(
  seed: number,
  body: (random: Random) => Promise<T> | T,
  repeatWith = 'FUZZ_SEED',
): Promise<T> {
  try {
    return await body(mulberry32(seed))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(
      `randomized test failed with seed ${seed} (repeat with ${repeatWith}=${seed}): ${message}`,
      {
        cause: error,
      },
    )
  }
}
