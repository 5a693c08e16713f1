import type { Address, Hash } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { TradeError } from '../../../platform/chain/txError'
import { DepositError } from './depositSteps'
import { runDeposit, type DepositDependencies } from './runDeposit'

const MEMBER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Address
const UNIT = 10n ** 18n

function dependencies(overrides: Partial<DepositDependencies> = {}) {
  const calls: string[] = []
  const d: DepositDependencies = {
    connect: vi.fn(async (report) => {
      report('connecting')
      report('switching')
      return MEMBER.toLowerCase() as Address
    }),
    readTokenBalance: vi.fn(async () => 50_000n * UNIT),
    readAllowance: vi.fn(async () => 0n),
    readMinimum: vi.fn(async () => 100n * UNIT),
    ensureGas: vi.fn(async () => {}),
    approve: vi.fn(async (_account, amount) => {
      calls.push(`approve ${amount / UNIT}`)
      return '0xa1' as Hash
    }),
    deposit: vi.fn(async (_account, amount) => {
      calls.push(`deposit ${amount / UNIT}`)
      return '0xd1' as Hash
    }),
    waitForReceipt: vi.fn(async (hash) => void calls.push(`mined ${hash}`)),
    onStep: vi.fn((step) => void calls.push(step)),
    onApproved: vi.fn(),
    onSent: vi.fn(),
    ...overrides,
  }
  return { d, calls }
}

describe('runDeposit', () => {
  it('approves exactly the amount, deposits and waits for the block, reporting each step', async () => {
    const { d, calls } = dependencies()
    expect(await runDeposit({ amount: 10_000n * UNIT, memberWallet: MEMBER }, d)).toBe('0xd1')
    expect(calls).toEqual([
      'connect',
      'connect',
      'switch',
      'approve',
      'approve 10000',
      'mined 0xa1',
      'deposit',
      'deposit 10000',
      'confirm',
      'mined 0xd1',
    ])
    expect(d.onApproved).toHaveBeenCalledOnce()
    expect(d.onSent).toHaveBeenCalledWith('0xd1')
    expect(d.ensureGas).toHaveBeenCalledWith(MEMBER.toLowerCase(), 1_600_000n)
  })

  it('skips the approval when the allowance covers the amount', async () => {
    const { d, calls } = dependencies({ readAllowance: async () => 10_000n * UNIT })
    await runDeposit({ amount: 10_000n * UNIT, memberWallet: MEMBER }, d)
    expect(d.approve).not.toHaveBeenCalled()
    expect(calls).not.toContain('approve')
  })

  it.each([
    ['another wallet than the member’s', { connect: async () => OTHER }, 'otherWallet'],
    ['less than the minimum', { readMinimum: async () => 20_000n * UNIT }, 'belowMinimum'],
    ['more than the wallet holds', { readTokenBalance: async () => UNIT }, 'insufficientWallet'],
  ] as const)('refuses %s before anything is signed', async (_, overrides, reason) => {
    const { d } = dependencies(overrides)
    const run = runDeposit({ amount: 10_000n * UNIT, memberWallet: MEMBER }, d)
    await expect(run).rejects.toBeInstanceOf(DepositError)
    await expect(run).rejects.toMatchObject({ reason })
    expect(d.approve).not.toHaveBeenCalled()
    expect(d.deposit).not.toHaveBeenCalled()
  })

  it('stops at the gas check when the wallet cannot pay for it', async () => {
    const { d } = dependencies({
      ensureGas: async () => {
        throw new TradeError('insufficientBnb')
      },
    })
    await expect(runDeposit({ amount: 10_000n * UNIT, memberWallet: MEMBER }, d)).rejects.toMatchObject({
      reason: 'insufficientBnb',
    })
    expect(d.approve).not.toHaveBeenCalled()
  })
})
