/** The fuzz tests' seeded PRNG: the one every randomized test uses (@vita/shared/prng). */
import { randomAmount, seedFrom, withSeed } from '@vita/shared/prng'

export { randomAmount, withSeed }

/** Seed for fuzz tests: FUZZ_SEED from the environment, else the fixed default. */
export const fuzzSeed = (fallback: number): number => seedFrom('FUZZ_SEED', fallback)
