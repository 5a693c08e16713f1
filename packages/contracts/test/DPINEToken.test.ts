import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, zeroAddress } from 'viem'
import { DPINE, SUPPLY } from '../test-support/fixture'

const { viem, networkHelpers } = await network.create()

async function deployToken() {
  const [owner, alice, bob] = await viem.getWalletClients()
  if (!owner || !alice || !bob) throw new Error('missing wallet clients')
  const dpine = await viem.deployContract('DPINEToken', [SUPPLY])
  return { owner, alice, bob, dpine }
}

describe('DPINEToken', () => {
  it('mints the fixed supply to the deployer with 18 decimals', async () => {
    const { owner, dpine } = await networkHelpers.loadFixture(deployToken)
    assert.equal(await dpine.read.decimals(), 18)
    assert.equal(await dpine.read.symbol(), 'DPINE')
    assert.equal(await dpine.read.totalSupply(), SUPPLY)
    assert.equal(await dpine.read.balanceOf([owner.account.address]), SUPPLY)
    assert.equal(await dpine.read.totalDestroyed(), 0n)
    assert.equal(await dpine.read.getCirculatingSupply(), SUPPLY)
  })

  it('counts burn and burnFrom in totalDestroyed and takes them out of totalSupply', async () => {
    const { owner, alice, dpine } = await networkHelpers.loadFixture(deployToken)
    await dpine.write.transfer([alice.account.address, DPINE('1000')])
    await dpine.write.burn([DPINE('10')])
    await dpine.write.approve([alice.account.address, DPINE('5')])
    await dpine.write.burnFrom([owner.account.address, DPINE('5')], { account: alice.account })
    assert.equal(await dpine.read.totalDestroyed(), DPINE('15'))
    assert.equal(await dpine.read.totalSupply(), SUPPLY - DPINE('15'))
  })

  it('excludes project holdings from the circulating supply', async () => {
    const { owner, alice, bob, dpine } = await networkHelpers.loadFixture(deployToken)
    await dpine.write.transfer([alice.account.address, DPINE('1000')])
    await dpine.write.transfer([bob.account.address, DPINE('300')])
    await viem.assertions.emitWithArgs(
      dpine.write.setProjectHolding([owner.account.address, true]),
      dpine,
      'ProjectHoldingUpdated',
      [owner.account.address, true],
    )
    await dpine.write.setProjectHolding([bob.account.address, true])
    assert.equal(await dpine.read.getCirculatingSupply(), DPINE('1000'))
    assert.equal(await dpine.read.isProjectHolding([bob.account.address]), true)
    assert.equal((await dpine.read.projectHoldings()).length, 2)

    await dpine.write.setProjectHolding([bob.account.address, false])
    assert.equal(await dpine.read.getCirculatingSupply(), DPINE('1300'))
    await dpine.write.burn([DPINE('1')], { account: alice.account })
    assert.equal(await dpine.read.getCirculatingSupply(), DPINE('1299'))
  })

  it('rejects bad project holding updates', async () => {
    const { alice, dpine } = await networkHelpers.loadFixture(deployToken)
    await viem.assertions.revertWithCustomError(
      dpine.write.setProjectHolding([zeroAddress, true]),
      dpine,
      'ZeroAddress',
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      dpine.write.setProjectHolding([alice.account.address, false]),
      dpine,
      'ProjectHoldingUnchanged',
      [alice.account.address, false],
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      dpine.write.setProjectHolding([alice.account.address, true], { account: alice.account }),
      dpine,
      'OwnableUnauthorizedAccount',
      [alice.account.address],
    )
  })

  it('caps the number of project holdings', async () => {
    const { dpine } = await networkHelpers.loadFixture(deployToken)
    const max = await dpine.read.MAX_PROJECT_HOLDINGS()
    for (let i = 1n; i <= max; i++) {
      await dpine.write.setProjectHolding([`0x${i.toString(16).padStart(40, '0')}`, true])
    }
    await viem.assertions.revertWithCustomErrorWithArgs(
      dpine.write.setProjectHolding([`0x${'f'.repeat(40)}`, true]),
      dpine,
      'TooManyProjectHoldings',
      [max],
    )
  })

  it('transfers ownership in two steps', async () => {
    const { alice, dpine } = await networkHelpers.loadFixture(deployToken)
    await dpine.write.transferOwnership([alice.account.address])
    assert.equal(await dpine.read.pendingOwner(), getAddress(alice.account.address))
    await dpine.write.acceptOwnership({ account: alice.account })
    assert.equal(await dpine.read.owner(), getAddress(alice.account.address))
  })
})
