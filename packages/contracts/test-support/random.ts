/** mulberry32: tiny deterministic PRNG so fuzz runs are reproducible from their seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Seed for fuzz tests: FUZZ_SEED from the environment, else the fixed default. */
export function fuzzSeed(fallback: number): number {
  const fromEnv = process.env.FUZZ_SEED
  return fromEnv === undefined ? fallback : Number(fromEnv)
}

/** A random bigint in [min, max], spread log-uniformly so tiny and huge values both occur. */
export function randomAmount(random: () => number, min: bigint, max: bigint): bigint {
  const digits = max.toString().length
  const scale = 10n ** BigInt(Math.floor(random() * digits))
  const value = (BigInt(Math.floor(random() * 1e15)) * scale) / 1_000_000_000_000_000n
  const clamped = value < min ? min : value > max ? max : value
  return clamped
}

/** Runs `body`; on failure rethrows with the seed in the message so the run can be repeated. */
export async function withSeed(seed: number, body: (random: () => number) => Promise<void>): Promise<void> {
  try {
    await body(mulberry32(seed))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`fuzz failure with seed ${seed} (repeat with FUZZ_SEED=${seed}): ${message}`, {
      cause: error,
    })
  }
}
