import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, zeroAddress } from 'viem'
import { DPINE, USDT, deployVita } from '../test-support/fixture'
import { expectedDpineReturned } from '../test-support/poolModel'

const { viem, networkHelpers } = await network.create()
const fixture = () => deployVita(viem)

async function buyer() {
  const vita = await networkHelpers.loadFixture(fixture)
  const [alice, bob, carol] = vita.users
  if (!alice || !bob || !carol) throw new Error('missing users')
  return { ...vita, alice, bob, carol }
}

describe('VitaOrder.placeOrder', () => {
  it('splits the USDT 15/75/10, returns 15% in DPINE and emits OrderPlaced', async () => {
    const { order, usdt, dpine, alice, bob, staticPool, centralBank, feePool } = await buyer()
    const amount = USDT('224')
    const price = 10n ** 16n
    const dpineReturned = DPINE('3360')
    assert.equal(expectedDpineReturned(amount, price), dpineReturned)
    const dpineBefore = await dpine.read.balanceOf([alice.account.address])
    const usdtBefore = await usdt.read.balanceOf([alice.account.address])

    await viem.assertions.emitWithArgs(
      order.write.placeOrder([amount, bob.account.address], { account: alice.account }),
      order,
      'OrderPlaced',
      [
        getAddress(alice.account.address),
        getAddress(bob.account.address),
        1n,
        amount,
        dpineReturned,
        price,
        USDT('33.6'),
        USDT('168'),
        USDT('22.4'),
      ],
    )
    assert.equal(await usdt.read.balanceOf([staticPool.address]), USDT('33.6'))
    assert.equal(await usdt.read.balanceOf([centralBank.address]), USDT('168'))
    assert.equal(await usdt.read.balanceOf([feePool.address]), USDT('22.4'))
    assert.equal(await usdt.read.balanceOf([alice.account.address]), usdtBefore - amount)
    assert.equal(await dpine.read.balanceOf([alice.account.address]), dpineBefore + dpineReturned)
    assert.equal(await order.read.getUserDPINEBalance([alice.account.address]), dpineBefore + dpineReturned)
    assert.equal(await order.read.orderCount(), 1n)
  })

  it('numbers orders across wallets and accepts the zero address as referrer', async () => {
    const { order, alice, bob } = await buyer()
    await order.write.placeOrder([USDT('224'), zeroAddress], { account: alice.account })
    await viem.assertions.emitWithArgs(
      order.write.placeOrder([USDT('224'), zeroAddress], { account: bob.account }),
      order,
      'OrderPlaced',
      [
        getAddress(bob.account.address),
        zeroAddress,
        2n,
        USDT('224'),
        DPINE('3360'),
        10n ** 16n,
        USDT('33.6'),
        USDT('168'),
        USDT('22.4'),
      ],
    )
  })

  it('rejects orders below the price with the minimum-amount error', async () => {
    const { order, alice } = await buyer()
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.placeOrder([USDT('223.99'), zeroAddress], { account: alice.account }),
      order,
      'OrderBelowMinimum',
      [USDT('223.99'), USDT('224')],
    )
  })

  it('requires the whitelist only while it is enabled', async () => {
    const { order, owner, alice } = await buyer()
    await order.write.setWhitelisted([[alice.account.address], false])
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.placeOrder([USDT('224'), zeroAddress], { account: alice.account }),
      order,
      'NotWhitelisted',
      [getAddress(alice.account.address)],
    )
    await viem.assertions.revertWithCustomError(
      order.write.placeOrder([USDT('224'), zeroAddress], { account: owner.account }),
      order,
      'NotWhitelisted',
    )
    await order.write.setWhitelistEnabled([false])
    await order.write.placeOrder([USDT('224'), zeroAddress], { account: alice.account })
  })

  it('rejects blacklisted buyers even when whitelisted', async () => {
    const { order, alice } = await buyer()
    await order.write.setBlacklisted([[alice.account.address], true])
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.placeOrder([USDT('224'), zeroAddress], { account: alice.account }),
      order,
      'Blacklisted',
      [getAddress(alice.account.address)],
    )
  })

  it('rejects self-referral', async () => {
    const { order, alice } = await buyer()
    await viem.assertions.revertWithCustomError(
      order.write.placeOrder([USDT('224'), alice.account.address], { account: alice.account }),
      order,
      'SelfReferral',
    )
  })

  it('reverts when the DPINE reserve cannot cover the return', async () => {
    const { order, owner, alice } = await buyer()
    const reserve = await order.read.dpineReserve()
    await order.write.withdrawDpineReserve([owner.account.address, reserve - DPINE('3359')])
    await viem.assertions.revertWithCustomErrorWithArgs(
      order.write.placeOrder([USDT('224'), zeroAddress], { account: alice.account }),
      order,
      'InsufficientDpineReserve',
      [DPINE('3359'), DPINE('3360')],
    )
  })

  it('reverts when the pool has no price', async () => {
    const { order, pool, alice, accounting } = await buyer()
    const [reserveUsdt, reserveDpine] = await pool.read.getReserves()
    await pool.write.removeLiquidity([reserveUsdt, reserveDpine])
    await viem.assertions.revertWithCustomError(accounting.read.currentPrice(), pool, 'InsufficientLiquidity')
    await viem.assertions.revertWithCustomError(
      order.write.placeOrder([USDT('224'), zeroAddress], { account: alice.account }),
      pool,
      'InsufficientLiquidity',
    )
  })

  it('stops orders while paused', async () => {
    const { order, alice } = await buyer()
    await viem.assertions.revertWithCustomError(
      order.write.pause({ account: alice.account }),
      order,
      'OwnableUnauthorizedAccount',
    )
    await order.write.pause()
    await viem.assertions.revertWithCustomError(
      order.write.placeOrder([USDT('224'), zeroAddress], { account: alice.account }),
      order,
      'EnforcedPause',
    )
    await viem.assertions.revertWithCustomError(
      order.write.unpause({ account: alice.account }),
      order,
      'OwnableUnauthorizedAccount',
    )
    await order.write.unpause()
    await order.write.placeOrder([USDT('224'), zeroAddress], { account: alice.account })
  })

  it('lets the owner withdraw the DPINE reserve', async () => {
    const { order, dpine, alice } = await buyer()
    await viem.assertions.emitWithArgs(
      order.write.withdrawDpineReserve([alice.account.address, DPINE('5')]),
      order,
      'DpineReserveWithdrawn',
      [getAddress(alice.account.address), DPINE('5')],
    )
    await viem.assertions.revertWithCustomError(
      order.write.withdrawDpineReserve([zeroAddress, 1n]),
      order,
      'ZeroAddress',
    )
    await viem.assertions.revertWithCustomError(
      order.write.withdrawDpineReserve([alice.account.address, 0n]),
      order,
      'ZeroAmount',
    )
    await viem.assertions.revertWithCustomError(
      order.write.withdrawDpineReserve([alice.account.address, 1n], { account: alice.account }),
      order,
      'OwnableUnauthorizedAccount',
    )
    assert.equal(await dpine.read.balanceOf([order.address]), DPINE('100000000') - DPINE('5'))
  })

  it('rejects zero addresses at construction', async () => {
    const { order, usdt, dpine, accounting, pool, staticPool, centralBank } = await buyer()
    await viem.assertions.revertWithCustomError(
      viem.deployContract('VitaOrder', [
        usdt.address,
        dpine.address,
        accounting.address,
        zeroAddress,
        staticPool.address,
        centralBank.address,
        centralBank.address,
      ]),
      order,
      'ZeroAddress',
    )
    await viem.assertions.revertWithCustomError(
      viem.deployContract('VitaOrder', [
        usdt.address,
        dpine.address,
        accounting.address,
        pool.address,
        staticPool.address,
        centralBank.address,
        zeroAddress,
      ]),
      order,
      'ZeroAddress',
    )
  })
})
