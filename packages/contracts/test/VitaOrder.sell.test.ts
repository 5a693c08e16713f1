import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress } from 'viem'
import { DPINE, POOL_DPINE, POOL_USDT, deployVita } from '../test-support/fixture'
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
