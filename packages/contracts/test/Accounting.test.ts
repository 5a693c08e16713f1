import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, zeroAddress } from 'viem'
import { USDT, deployVita } from '../test-support/fixture'

const { viem, networkHelpers } = await network.create()
const vitaFixture = () => deployVita(viem)

describe('Accounting', () => {
  it('reads the live pool price while the pool has less than a window of history', async () => {
    const { accounting, pool, users } = await networkHelpers.loadFixture(vitaFixture)
    assert.equal(await accounting.read.pool(), getAddress(pool.address))
    assert.equal(await accounting.read.currentPrice(), 10n ** 16n)
    const donor = users[0]
    if (!donor) throw new Error('missing user')
    await pool.write.donateUsdt([USDT('100000')], { account: donor.account })
    assert.equal(await accounting.read.currentPrice(), 2n * 10n ** 16n)
    assert.deepEqual(await accounting.read.currentPriceInfo(), [2n * 10n ** 16n, false, 1800])
  })

  it('reads the 30-minute average once the pool has the history, over the window the owner sets', async () => {
    const { accounting, pool, users } = await networkHelpers.loadFixture(vitaFixture)
    const donor = users[0]
    if (!donor) throw new Error('missing user')
    await networkHelpers.time.increase(1200)
    // The price doubles 600 s before the reads below.
    await pool.write.donateUsdt([USDT('100000')], { account: donor.account })
    const donatedAt = BigInt(await networkHelpers.time.latest())
    await networkHelpers.time.increase(600)
    const held = BigInt(await networkHelpers.time.latest()) - donatedAt
    const price = 10n ** 16n
    // Of the last 1800 s, `held` (600) at twice the old price.
    const average = (price * (1800n - held) + 2n * price * held) / 1800n
    assert.equal(held, 600n)
    assert.deepEqual(await accounting.read.currentPriceInfo(), [average, true, 1800])
    assert.equal(await accounting.read.currentPrice(), average)

    await viem.assertions.emitWithArgs(
      accounting.write.setTwapWindow([600]),
      accounting,
      'TwapWindowUpdated',
      [600],
    )
    // The block of the change moved time on by 1 s: the last 600 s are all at the new price.
    assert.deepEqual(await accounting.read.currentPriceInfo(), [2n * price, true, 600])
  })

  it('lets only the owner set the window, within 5 minutes to 1 hour', async () => {
    const { accounting, owner, users } = await networkHelpers.loadFixture(vitaFixture)
    const [alice] = users
    if (!alice) throw new Error('missing user')
    assert.equal(await accounting.read.owner(), getAddress(owner.account.address))
    assert.equal(await accounting.read.twapWindow(), 1800)
    await viem.assertions.revertWithCustomError(
      accounting.write.setTwapWindow([900], { account: alice.account }),
      accounting,
      'OwnableUnauthorizedAccount',
    )
    for (const window of [299, 3601]) {
      await viem.assertions.revertWithCustomErrorWithArgs(
        accounting.write.setTwapWindow([window]),
        accounting,
        'InvalidTwapWindow',
        [window, 300, 3600],
      )
    }
    await accounting.write.setTwapWindow([300])
    await accounting.write.setTwapWindow([3600])
    assert.equal(await accounting.read.twapWindow(), 3600)
  })

  it('rejects a zero pool', async () => {
    const { accounting } = await networkHelpers.loadFixture(vitaFixture)
    await viem.assertions.revertWithCustomError(
      viem.deployContract('Accounting', [zeroAddress]),
      accounting,
      'ZeroAddress',
    )
  })
})

describe('PoolVault', () => {
  it('lets the owner withdraw tokens', async () => {
    const { feePool, usdt, users } = await networkHelpers.loadFixture(vitaFixture)
    const [alice] = users
    if (!alice) throw new Error('missing user')
    assert.equal(await feePool.read.name(), 'feePool')
    await usdt.write.transfer([feePool.address, USDT('10')], { account: alice.account })
    await viem.assertions.emitWithArgs(
      feePool.write.withdraw([usdt.address, alice.account.address, USDT('4')]),
      feePool,
      'Withdrawn',
      [getAddress(usdt.address), getAddress(alice.account.address), USDT('4')],
    )
    assert.equal(await usdt.read.balanceOf([feePool.address]), USDT('6'))
    await viem.assertions.revertWithCustomError(
      feePool.write.withdraw([usdt.address, alice.account.address, 1n], { account: alice.account }),
      feePool,
      'OwnableUnauthorizedAccount',
    )
    await viem.assertions.revertWithCustomError(
      feePool.write.withdraw([usdt.address, zeroAddress, 1n]),
      feePool,
      'ZeroAddress',
    )
    await viem.assertions.revertWithCustomError(
      feePool.write.withdraw([usdt.address, alice.account.address, 0n]),
      feePool,
      'ZeroAmount',
    )
  })
})

describe('MockUSDT', () => {
  it('has 18 decimals and owner-only minting', async () => {
    const { usdt, users } = await networkHelpers.loadFixture(vitaFixture)
    const [alice] = users
    if (!alice) throw new Error('missing user')
    assert.equal(await usdt.read.decimals(), 18)
    assert.equal(await usdt.read.symbol(), 'USDT')
    await viem.assertions.revertWithCustomError(
      usdt.write.mint([alice.account.address, 1n], { account: alice.account }),
      usdt,
      'OwnableUnauthorizedAccount',
    )
  })
})
