import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { toHex, zeroHash, type Hex } from 'viem'
import { randomInt, type Random } from '@vita/shared/prng'
import { SOLVENCY_CURRENCIES } from '../src/deploy'
import { fuzzSeed, withSeed } from '../test-support/random'

const { viem, networkHelpers } = await network.create()
const publicClient = await viem.getPublicClient()
const STEPS = 150
/** The owner and three others; ownership moves among them. */
const WALLETS = 4

type Entry = { root: Hex; totals: bigint[]; reservesBlock: bigint }
type Outcome =
  | 'published'
  | 'OwnableUnauthorizedAccount'
  | 'ZeroRoot'
  | 'TotalsLengthMismatch'
  | 'ReservesBlockInFuture'
  | 'DayAlreadyPublished'

async function deployRegistry() {
  const wallets = await viem.getWalletClients()
  const registry = await viem.deployContract('SolvencyRegistry', [[...SOLVENCY_CURRENCIES]])
  return { wallets: wallets.slice(0, WALLETS), registry }
}

const randomRoot = (random: Random): Hex =>
  random() < 0.1 ? zeroHash : toHex(Uint8Array.from({ length: 32 }, () => randomInt(random, 0, 255)))

/** Mostly a few days (so days collide), now and then the extremes of uint32. */
const randomDay = (random: Random): number =>
  random() < 0.9 ? randomInt(random, 1, 12) : ([0, 2 ** 32 - 1][randomInt(random, 0, 1)] ?? 0)

describe('SolvencyRegistry fuzz', () => {
  it(`over ${STEPS} random publishes by the owner and others, a published day never changes and others always revert`, async () => {
    const { wallets, registry } = await networkHelpers.loadFixture(deployRegistry)
    const accountOf = (index: number) => {
      const wallet = wallets[index]
      if (!wallet) throw new Error(`no wallet ${index}`)
      return wallet.account
    }
    const published = new Map<number, Entry>()
    const seen = new Map<Outcome, number>()
    let owner = 0

    async function checkAll(step: number): Promise<void> {
      for (const [day, entry] of published) {
        const { root, totals, reservesBlock } = await registry.read.liabilitiesOf([day])
        assert.deepEqual(
          { root, totals: [...totals], reservesBlock },
          entry,
          `day ${day} changed by step ${step}`,
        )
      }
      assert.equal(await registry.read.publishedDayCount(), published.size, `count, step ${step}`)
      if (published.size > 0)
        assert.equal(
          await registry.read.latestDay(),
          Math.max(...published.keys()),
          `latest day, step ${step}`,
        )
    }

    await withSeed(fuzzSeed(0x5017_2026), async (random) => {
      for (let step = 0; step < STEPS; step += 1) {
        // Now and then the owner hands the registry over (two steps) to another wallet.
        if (random() < 0.04) {
          const next = (owner + randomInt(random, 1, WALLETS - 1)) % WALLETS
          await registry.write.transferOwnership([accountOf(next).address], { account: accountOf(owner) })
          await registry.write.acceptOwnership({ account: accountOf(next) })
          owner = next
        }
        const caller = random() < 0.6 ? owner : randomInt(random, 0, WALLETS - 1)
        const day = randomDay(random)
        const root = randomRoot(random)
        const totals = Array.from(
          { length: random() < 0.85 ? 2 : randomInt(random, 0, 3) },
          () => BigInt(randomInt(random, 0, 1_000_000)) * 10n ** 18n,
        )
        // Automine: the transaction runs in the next block, the newest block the reserves may be read at.
        const next = (await publicClient.getBlockNumber()) + 1n
        const reservesBlock =
          random() < 0.1 ? next + BigInt(randomInt(random, 1, 5)) : BigInt(randomInt(random, 0, Number(next)))

        const expected: Outcome =
          caller !== owner
            ? 'OwnableUnauthorizedAccount'
            : root === zeroHash
              ? 'ZeroRoot'
              : totals.length !== SOLVENCY_CURRENCIES.length
                ? 'TotalsLengthMismatch'
                : reservesBlock > next
                  ? 'ReservesBlockInFuture'
                  : published.has(day)
                    ? 'DayAlreadyPublished'
                    : 'published'
        seen.set(expected, (seen.get(expected) ?? 0) + 1)
        const publish = registry.write.publish([day, root, totals, reservesBlock], {
          account: accountOf(caller),
        })
        if (expected === 'published') {
          await viem.assertions.emitWithArgs(publish, registry, 'LiabilitiesPublished', [
            day,
            root,
            totals,
            reservesBlock,
          ])
          published.set(day, { root, totals, reservesBlock })
        } else {
          await viem.assertions.revertWithCustomError(publish, registry, expected)
        }
        if (step % 25 === 24) await checkAll(step)
      }
      await checkAll(STEPS)
    })
    for (const outcome of [
      'published',
      'OwnableUnauthorizedAccount',
      'ZeroRoot',
      'TotalsLengthMismatch',
      'ReservesBlockInFuture',
      'DayAlreadyPublished',
    ] as const)
      assert.ok((seen.get(outcome) ?? 0) > 0, `${outcome} never happened: ${JSON.stringify([...seen])}`)
  })
})
