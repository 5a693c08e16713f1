import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, zeroHash, type Hex } from 'viem'
import { CURRENCIES } from '@vita/shared/schemas/assets'
import { buildSumTree, memberCommitment, verifySumProof } from '@vita/shared/solvency'
import { SOLVENCY_CURRENCIES } from '../src/deploy'

const { viem, networkHelpers } = await network.create()
const publicClient = await viem.getPublicClient()

const ROOT: Hex = `0x${'5a'.repeat(32)}`
const OTHER_ROOT: Hex = `0x${'a5'.repeat(32)}`

async function deployRegistry() {
  const [owner, alice, bob] = await viem.getWalletClients()
  if (!owner || !alice || !bob) throw new Error('missing wallet clients')
  const registry = await viem.deployContract('SolvencyRegistry', [[...SOLVENCY_CURRENCIES]])
  return { owner, alice, bob, registry }
}

describe('SolvencyRegistry', () => {
  it('keeps the currencies of the shared tree, the app’s currencies, in order; refuses none', async () => {
    const { registry } = await networkHelpers.loadFixture(deployRegistry)
    assert.deepEqual(await registry.read.currencies(), [...CURRENCIES])
    await assert.rejects(viem.deployContract('SolvencyRegistry', [[]]), /NoCurrencies/)
  })

  it('publishes a day once: stores it, emits LiabilitiesPublished, and reads it back as the latest', async () => {
    const { registry } = await networkHelpers.loadFixture(deployRegistry)
    await viem.assertions.revertWithCustomError(registry.read.latestDay(), registry, 'NothingPublished')
    const reservesBlock = await publicClient.getBlockNumber()
    await viem.assertions.emitWithArgs(
      registry.write.publish([20260514, ROOT, [7n, 9n], reservesBlock]),
      registry,
      'LiabilitiesPublished',
      [20260514, ROOT, [7n, 9n], reservesBlock],
    )
    const { timestamp } = await publicClient.getBlock()
    const stored = { root: ROOT, reservesBlock, publishedAt: timestamp, totals: [7n, 9n] }
    assert.deepEqual(await registry.read.liabilitiesOf([20260514]), stored)
    assert.deepEqual(await registry.read.latestLiabilities(), [20260514, stored])
    assert.equal(await registry.read.latestDay(), 20260514)
    assert.equal(await registry.read.isPublished([20260514]), true)
    assert.equal(await registry.read.isPublished([20260515]), false)
    assert.equal(await registry.read.publishedDayCount(), 1)
    await viem.assertions.revertWithCustomErrorWithArgs(
      registry.read.liabilitiesOf([20260515]),
      registry,
      'DayNotPublished',
      [20260515],
    )
  })

  it('never changes a published day, not even to the same values', async () => {
    const { registry } = await networkHelpers.loadFixture(deployRegistry)
    await registry.write.publish([3, ROOT, [1n, 2n], 0n])
    for (const [root, totals] of [
      [OTHER_ROOT, [5n, 5n]],
      [ROOT, [1n, 2n]],
    ] as const)
      await viem.assertions.revertWithCustomErrorWithArgs(
        registry.write.publish([3, root, [...totals], 0n]),
        registry,
        'DayAlreadyPublished',
        [3],
      )
    assert.equal((await registry.read.liabilitiesOf([3])).root, ROOT)
  })

  it('refuses a zero root, totals for another number of currencies and reserves read in the future', async () => {
    const { registry } = await networkHelpers.loadFixture(deployRegistry)
    await viem.assertions.revertWithCustomError(
      registry.write.publish([1, zeroHash, [1n, 2n], 0n]),
      registry,
      'ZeroRoot',
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      registry.write.publish([1, ROOT, [1n, 2n, 3n], 0n]),
      registry,
      'TotalsLengthMismatch',
      [3n, 2n],
    )
    // The publishing transaction runs in the next block: that block's reserves are the newest possible.
    const next = (await publicClient.getBlockNumber()) + 1n
    await viem.assertions.revertWithCustomErrorWithArgs(
      registry.write.publish([1, ROOT, [1n, 2n], next + 1n]),
      registry,
      'ReservesBlockInFuture',
      [next + 1n, next],
    )
    await registry.write.publish([1, ROOT, [1n, 2n], next])
    assert.equal((await registry.read.liabilitiesOf([1])).reservesBlock, next)
  })

  it('takes a missed earlier day without moving the latest day back', async () => {
    const { registry } = await networkHelpers.loadFixture(deployRegistry)
    await registry.write.publish([20260514, ROOT, [1n, 2n], 0n])
    await registry.write.publish([20260512, OTHER_ROOT, [3n, 4n], 0n])
    assert.equal(await registry.read.latestDay(), 20260514)
    assert.equal((await registry.read.liabilitiesOf([20260512])).root, OTHER_ROOT)
    assert.equal(await registry.read.publishedDayCount(), 2)
  })

  it('is published by the owner only, handed over in two steps', async () => {
    const { registry, alice, bob } = await networkHelpers.loadFixture(deployRegistry)
    const publishAs = (account: typeof alice.account, day: number) =>
      registry.write.publish([day, ROOT, [1n, 2n], 0n], { account })
    await viem.assertions.revertWithCustomErrorWithArgs(
      publishAs(alice.account, 1),
      registry,
      'OwnableUnauthorizedAccount',
      [getAddress(alice.account.address)],
    )
    await registry.write.transferOwnership([bob.account.address])
    // Pending is not owner yet.
    await viem.assertions.revertWithCustomError(
      publishAs(bob.account, 1),
      registry,
      'OwnableUnauthorizedAccount',
    )
    await registry.write.acceptOwnership({ account: bob.account })
    await publishAs(bob.account, 1)
    const [formerOwner] = await viem.getWalletClients()
    if (!formerOwner) throw new Error('missing wallet clients')
    await viem.assertions.revertWithCustomError(
      publishAs(formerOwner.account, 2),
      registry,
      'OwnableUnauthorizedAccount',
    )
  })

  it('holds what a member checks their proof against: a shared tree’s root and totals', async () => {
    const { registry } = await networkHelpers.loadFixture(deployRegistry)
    const leaves = [1, 2, 3].map((n) => ({
      memberCommitment: memberCommitment({ salt: `0x${n.toString(16).padStart(64, '0')}`, memberId: `${n}` }),
      amounts: [BigInt(n) * 10n ** 18n, BigInt(n) * 10n ** 20n],
    }))
    const tree = buildSumTree(leaves, await registry.read.currencies())
    await registry.write.publish([20260514, tree.root, [...tree.totals], 0n])
    const { root, totals } = await registry.read.liabilitiesOf([20260514])
    assert.equal(verifySumProof({ ...tree.proofOf(2), root, totals }), 'included')
  })
})
