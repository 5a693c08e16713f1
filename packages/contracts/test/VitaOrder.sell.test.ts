import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress } from 'viem'
import { DPINE, FAR_FUTURE, POOL_DPINE, POOL_USDT, deployVita } from '../test-support/fixture'
import { expectedOut } from '../test-support/poolModel'

const { viem, networkHelpers } = await network.create()
const fixture = () => deployVita(viem)

async function sellers() {
  const vita = await networkHelpers.loadFixture(fixture)
  const seller = vita.users[0]
  const outsider = vita.users[9] // wallet index 10: whitelisted, no sell permission
  if (!seller || !outsider) throw new Error('missing users')
  return { ...vita, seller, outsider }
}

describe('VitaOrder.sellDPINE', () => {
  it('pays 90% of the swap to the seller and donates 10% back to the pool', async () => {
    const { order, pool, usdt, dpine, seller } = await sellers()
    const amount = DPINE('10000')
    const swapped = expectedOut(amount, POOL_DPINE, POOL_USDT)
    const returned = swapped / 10n
    const usdtBefore = await usdt.read.balanceOf([seller.account.address])
    const dpineBefore = await dpine.read.balanceOf([seller.account.address])

    const hash = await order.write.sellDPINE([amount], { account: seller.account })
    await viem.assertions.emitWithArgs(hash, order, 'DPINESold', [
      getAddress(seller.account.address),
      amount,
      swapped - returned,
      returned,
    ])
    await viem.assertions.emitWithArgs(hash, pool, 'UsdtDonated', [
      getAddress(order.address),
      returned,
      POOL_USDT - swapped + returned,
      POOL_DPINE + amount,
    ])
    assert.equal(await usdt.read.balanceOf([seller.account.address]), usdtBefore + swapped - returned)
    assert.equal(await dpine.read.balanceOf([seller.account.address]), dpineBefore - amount)
    assert.deepEqual(await pool.read.getReserves(), [POOL_USDT - swapped + returned, POOL_DPINE + amount])
    assert.equal(await usdt.read.balanceOf([order.address]), 0n)
    assert.equal(await dpine.read.allowance([order.address, pool.address]), 0n)
  })

  it('cannot be skipped: selling on the pool directly reverts with NotSellRouter for sellers and outsiders alike', async () => {
    const { order, pool, usdt, seller, outsider } = await sellers()
    await order.write.setSellEnabled([false])
    for (const account of [seller, outsider]) {
      const before = await usdt.read.balanceOf([account.account.address])
      await viem.assertions.revertWithCustomErrorWithArgs(
        pool.write.swapExactIn([false, DPINE('1000'), 0n, account.account.address, FAR_FUTURE], {
          account: account.account,
        }),
        pool,
        'NotSellRouter',
        [getAddress(account.account.address)],
      )
      assert.equal(await usdt.read.balanceOf([account.account.address]), before)
    }
    assert.deepEqual(await pool.read.getReserves(), [POOL_USDT, POOL_DPINE])
    assert.equal(await pool.read.sellRouter(), getAddress(order.address))
  })

  it('rejects zero amounts', async () => {
    const { order, seller } = await sellers()
    await viem.assertions.revertWithCustomError(
      order.write.sellDPINE([0n], { account: seller.account }),
      order,
      'ZeroAmount',
    )
  })

  it('requires sales to be enabled', async () => {
    const { order, seller } = await sellers()
    await order.write.setSellEnabled([false])
    await viem.assertions.revertWithCustomError(
      order.write.sellDPINE([DPINE('1')], { account: seller.account }),
      order,
      'SellDisabled',
    )
  })

  it('requires the per-user permission', async () => {
    const { order, outsider } = await sellers()
    assert.equal(await order.read.canSellDPINE([outsider.account.address]), false)
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.sellDPINE([DPINE('1')], { account: outsider.account }),
      order,
      'SellNotPermitted',
      [getAddress(outsider.account.address)],
    )
  })

  it('rejects blacklisted sellers', async () => {
    const { order, seller } = await sellers()
    await order.write.setBlacklisted([[seller.account.address], true])
    await viem.assertions.revertWithCustomError(
      order.write.sellDPINE([DPINE('1')], { account: seller.account }),
      order,
      'Blacklisted',
    )
  })

  it('reverts when the seller lacks the DPINE', async () => {
    const { order, dpine, seller } = await sellers()
    const balance = await dpine.read.balanceOf([seller.account.address])
    await viem.assertions.revertWithCustomError(
      order.write.sellDPINE([balance + 1n], { account: seller.account }),
      dpine,
      'ERC20InsufficientBalance',
    )
  })

  it('stops sales while the order contract or the pool is paused', async () => {
    const { order, pool, seller } = await sellers()
    await order.write.pause()
    await viem.assertions.revertWithCustomError(
      order.write.sellDPINE([DPINE('1')], { account: seller.account }),
      order,
      'EnforcedPause',
    )
    await order.write.unpause()
    await pool.write.pause()
    await viem.assertions.revertWithCustomError(
      order.write.sellDPINE([DPINE('1')], { account: seller.account }),
      pool,
      'EnforcedPause',
    )
  })
})

describe('VitaOrder.sellDPINEWithMinimum', () => {
  const amount = DPINE('10000')
  const swapped = expectedOut(amount, POOL_DPINE, POOL_USDT)
  const returned = swapped / 10n
  const sellerOut = swapped - returned

  it('sells when the seller gets at least the minimum (exact minimum included)', async () => {
    const { order, pool, usdt, seller } = await sellers()
    const usdtBefore = await usdt.read.balanceOf([seller.account.address])
    const hash = await order.write.sellDPINEWithMinimum([amount, sellerOut, FAR_FUTURE], {
      account: seller.account,
    })
    await viem.assertions.emitWithArgs(hash, order, 'DPINESold', [
      getAddress(seller.account.address),
      amount,
      sellerOut,
      returned,
    ])
    assert.equal(await usdt.read.balanceOf([seller.account.address]), usdtBefore + sellerOut)
    assert.deepEqual(await pool.read.getReserves(), [POOL_USDT - swapped + returned, POOL_DPINE + amount])
    assert.equal(await usdt.read.balanceOf([order.address]), 0n)
  })

  it('accepts a deadline equal to the block timestamp', async () => {
    const { order, seller } = await sellers()
    const next = BigInt(await networkHelpers.time.latest()) + 10n
    await networkHelpers.time.setNextBlockTimestamp(next)
    const hash = await order.write.sellDPINEWithMinimum([amount, 0n, next], { account: seller.account })
    await viem.assertions.emit(hash, order, 'DPINESold')
  })

  it('reverts with InsufficientOutput when the minimum is above the seller share', async () => {
    const { order, usdt, seller } = await sellers()
    const usdtBefore = await usdt.read.balanceOf([seller.account.address])
    // The 90% share must cover the minimum: the whole swap output is not enough.
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.sellDPINEWithMinimum([amount, sellerOut + 1n, FAR_FUTURE], { account: seller.account }),
      order,
      'InsufficientOutput',
      [sellerOut, sellerOut + 1n],
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.sellDPINEWithMinimum([amount, swapped, FAR_FUTURE], { account: seller.account }),
      order,
      'InsufficientOutput',
      [sellerOut, swapped],
    )
    assert.equal(await usdt.read.balanceOf([seller.account.address]), usdtBefore)
  })

  it('reverts with InsufficientOutput when a front-run moves the price', async () => {
    const { order, seller, users } = await sellers()
    const frontRunner = users[1]
    if (!frontRunner) throw new Error('missing user')
    // Another permitted seller sells first (through the order contract: the pool takes no other sale).
    await order.write.sellDPINE([amount], { account: frontRunner.account })
    await viem.assertions.revertWithCustomError(
      order.write.sellDPINEWithMinimum([amount, sellerOut, FAR_FUTURE], { account: seller.account }),
      order,
      'InsufficientOutput',
    )
  })

  it('reverts with DeadlineExpired after the deadline', async () => {
    const { order, seller } = await sellers()
    const deadline = BigInt(await networkHelpers.time.latest())
    await networkHelpers.time.setNextBlockTimestamp(deadline + 1n)
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.sellDPINEWithMinimum([amount, 0n, deadline], { account: seller.account }),
      order,
      'DeadlineExpired',
      [deadline, deadline + 1n],
    )
  })

  it('keeps the seller checks and the pause', async () => {
    const { order, seller, outsider } = await sellers()
    await viem.assertions.revertWithCustomError(
      order.write.sellDPINEWithMinimum([0n, 0n, FAR_FUTURE], { account: seller.account }),
      order,
      'ZeroAmount',
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.sellDPINEWithMinimum([amount, 0n, FAR_FUTURE], { account: outsider.account }),
      order,
      'SellNotPermitted',
      [getAddress(outsider.account.address)],
    )
    await order.write.setBlacklisted([[seller.account.address], true])
    await viem.assertions.revertWithCustomError(
      order.write.sellDPINEWithMinimum([amount, 0n, FAR_FUTURE], { account: seller.account }),
      order,
      'Blacklisted',
    )
    await order.write.setBlacklisted([[seller.account.address], false])
    await order.write.setSellEnabled([false])
    await viem.assertions.revertWithCustomError(
      order.write.sellDPINEWithMinimum([amount, 0n, FAR_FUTURE], { account: seller.account }),
      order,
      'SellDisabled',
    )
    await order.write.setSellEnabled([true])
    await order.write.pause()
    await viem.assertions.revertWithCustomError(
      order.write.sellDPINEWithMinimum([amount, 0n, FAR_FUTURE], { account: seller.account }),
      order,
      'EnforcedPause',
    )
  })

  it('pays exactly what the unbounded sellDPINE pays from the same state', async () => {
    const { order, usdt, seller } = await sellers()
    const before = await usdt.read.balanceOf([seller.account.address])
    await order.write.sellDPINE([amount], { account: seller.account })
    const viaOld = (await usdt.read.balanceOf([seller.account.address])) - before
    const again = await sellers()
    const before2 = await again.usdt.read.balanceOf([again.seller.account.address])
    await again.order.write.sellDPINEWithMinimum([amount, viaOld, FAR_FUTURE], {
      account: again.seller.account,
    })
    assert.equal((await again.usdt.read.balanceOf([again.seller.account.address])) - before2, viaOld)
    assert.equal(viaOld, sellerOut)
  })
})
