import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, parseEventLogs, zeroAddress } from 'viem'
import { DPINE, SUPPLY, USDT } from '../test-support/fixture'

const { viem, networkHelpers } = await network.create()
const publicClient = await viem.getPublicClient()

async function deployDeposit() {
  const [owner, alice, bob] = await viem.getWalletClients()
  if (!owner || !alice || !bob) throw new Error('missing wallet clients')
  const usdt = await viem.deployContract('MockUSDT')
  const dpine = await viem.deployContract('DPINEToken', [SUPPLY])
  const other = await viem.deployContract('MockUSDT')
  const vault = await viem.deployContract('VitaDeposit', [usdt.address, dpine.address])
  await vault.write.setMinimumDeposit([usdt.address, USDT('1')])
  await vault.write.setMinimumDeposit([dpine.address, DPINE('10')])
  await usdt.write.mint([alice.account.address, USDT('1000')])
  await other.write.mint([alice.account.address, USDT('1000')])
  await dpine.write.transfer([alice.account.address, DPINE('50000')])
  return { owner, alice, bob, usdt, dpine, other, vault }
}

describe('VitaDeposit', () => {
  it('takes an approved deposit from the caller and emits Deposited(caller, token, amount)', async () => {
    const { alice, usdt, dpine, vault } = await networkHelpers.loadFixture(deployDeposit)
    await usdt.write.approve([vault.address, USDT('25')], { account: alice.account })
    await viem.assertions.emitWithArgs(
      vault.write.deposit([usdt.address, USDT('25')], { account: alice.account }),
      vault,
      'Deposited',
      [getAddress(alice.account.address), getAddress(usdt.address), USDT('25')],
    )
    assert.equal(await usdt.read.balanceOf([vault.address]), USDT('25'))
    assert.equal(await usdt.read.balanceOf([alice.account.address]), USDT('975'))

    await dpine.write.approve([vault.address, DPINE('50000')], { account: alice.account })
    const hash = await vault.write.deposit([dpine.address, DPINE('50000')], { account: alice.account })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    const [deposited] = parseEventLogs({ abi: vault.abi, logs: receipt.logs, eventName: 'Deposited' })
    assert.deepEqual(deposited?.args, {
      member: getAddress(alice.account.address),
      token: getAddress(dpine.address),
      amount: DPINE('50000'),
    })
    assert.equal(await dpine.read.balanceOf([vault.address]), DPINE('50000'))
  })

  it('refuses another token, zero, an amount below the minimum and a missing allowance', async () => {
    const { alice, usdt, other, vault } = await networkHelpers.loadFixture(deployDeposit)
    await other.write.approve([vault.address, USDT('5')], { account: alice.account })
    await viem.assertions.revertWithCustomErrorWithArgs(
      vault.write.deposit([other.address, USDT('5')], { account: alice.account }),
      vault,
      'TokenNotAccepted',
      [getAddress(other.address)],
    )
    await viem.assertions.revertWithCustomError(
      vault.write.deposit([usdt.address, 0n], { account: alice.account }),
      vault,
      'ZeroAmount',
    )
    await usdt.write.approve([vault.address, USDT('5')], { account: alice.account })
    await viem.assertions.revertWithCustomErrorWithArgs(
      vault.write.deposit([usdt.address, USDT('0.5')], { account: alice.account }),
      vault,
      'BelowMinimumDeposit',
      [USDT('1')],
    )
    await viem.assertions.revertWithCustomError(
      vault.write.deposit([usdt.address, USDT('6')], { account: alice.account }),
      usdt,
      'ERC20InsufficientAllowance',
    )
    // Nothing moved.
    assert.equal(await usdt.read.balanceOf([vault.address]), 0n)
    assert.equal(await other.read.balanceOf([vault.address]), 0n)
  })

  it('is paused and administered by the owner only', async () => {
    const { alice, bob, usdt, vault } = await networkHelpers.loadFixture(deployDeposit)
    for (const call of [
      vault.write.pause({ account: alice.account }),
      vault.write.setMinimumDeposit([usdt.address, 0n], { account: alice.account }),
      vault.write.withdraw([usdt.address, alice.account.address, 1n], { account: alice.account }),
    ])
      await viem.assertions.revertWithCustomError(call, vault, 'OwnableUnauthorizedAccount')
    await viem.assertions.revertWithCustomError(
      vault.write.setMinimumDeposit([bob.account.address, 0n]),
      vault,
      'TokenNotAccepted',
    )
    await viem.assertions.emitWithArgs(
      vault.write.setMinimumDeposit([usdt.address, USDT('2')]),
      vault,
      'MinimumDepositUpdated',
      [getAddress(usdt.address), USDT('2')],
    )
    assert.equal(await vault.read.minimumDeposit([usdt.address]), USDT('2'))

    await usdt.write.approve([vault.address, USDT('10')], { account: alice.account })
    await vault.write.pause()
    await viem.assertions.revertWithCustomError(
      vault.write.deposit([usdt.address, USDT('10')], { account: alice.account }),
      vault,
      'EnforcedPause',
    )
    await vault.write.unpause()
    await vault.write.deposit([usdt.address, USDT('10')], { account: alice.account })
  })

  it('lets the owner move what it holds to the payout wallet, never to the zero address', async () => {
    const { alice, bob, usdt, vault } = await networkHelpers.loadFixture(deployDeposit)
    await usdt.write.approve([vault.address, USDT('10')], { account: alice.account })
    await vault.write.deposit([usdt.address, USDT('10')], { account: alice.account })
    await viem.assertions.revertWithCustomError(
      vault.write.withdraw([usdt.address, zeroAddress, 1n]),
      vault,
      'ZeroAddress',
    )
    await viem.assertions.revertWithCustomError(
      vault.write.withdraw([usdt.address, bob.account.address, 0n]),
      vault,
      'ZeroAmount',
    )
    await viem.assertions.emitWithArgs(
      vault.write.withdraw([usdt.address, bob.account.address, USDT('4')]),
      vault,
      'Withdrawn',
      [getAddress(usdt.address), getAddress(bob.account.address), USDT('4')],
    )
    assert.equal(await usdt.read.balanceOf([bob.account.address]), USDT('4'))
    assert.equal(await usdt.read.balanceOf([vault.address]), USDT('6'))
  })

  it('credits nobody for tokens sent without deposit(): no Deposited, and the owner can send them back', async () => {
    const { alice, usdt, vault } = await networkHelpers.loadFixture(deployDeposit)
    const hash = await usdt.write.transfer([vault.address, USDT('3')], { account: alice.account })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    assert.deepEqual(parseEventLogs({ abi: vault.abi, logs: receipt.logs, eventName: 'Deposited' }), [])
    await vault.write.withdraw([usdt.address, alice.account.address, USDT('3')])
    assert.equal(await usdt.read.balanceOf([alice.account.address]), USDT('1000'))
  })
})
