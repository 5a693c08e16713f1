import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, zeroAddress } from 'viem'
import { USDT, deployVita } from '../test-support/fixture'

const { viem, networkHelpers } = await network.create()
const vitaFixture = () => deployVita(viem)

describe('Accounting', () => {
  it('reads the live pool price', async () => {
    const { accounting, pool, users } = await networkHelpers.loadFixture(vitaFixture)
    assert.equal(await accounting.read.pool(), getAddress(pool.address))
    assert.equal(await accounting.read.currentPrice(), 10n ** 16n)
    const donor = users[0]
    if (!donor) throw new Error('missing user')
    await pool.write.donateUsdt([USDT('100000')], { account: donor.account })
    assert.equal(await accounting.read.currentPrice(), 2n * 10n ** 16n)
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
