import { describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../../lib/httpError'
import { WalletError } from '../../../platform/wallet/walletError'
import { signIn, type SignInDependencies, type SignInStep } from './signIn'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const userInfo = {
  uuid: '00000000-0000-4000-8000-000000000000',
  communityNumber: '1',
  walletAddress: address,
  inviteCode: 'ABCD1234',
  referrerUuid: null,
  level: 0,
  joinedAt: '2026-01-01T00:00:00.000Z',
} as const
const nonce = { nonce: 'nonce-1234', timestamp: 1_800_000_000_000, message: 'Sign in to Vita Club' }

type Account = { address: string; connector: string }

/** Dependencies that succeed, with every call recorded; `overrides` make one step fail. */
function fakes(overrides: Partial<SignInDependencies<Account>> = {}) {
  const steps: SignInStep[] = []
  const dependencies: SignInDependencies<Account> = {
    connect: vi.fn(async (onStep) => {
      onStep('connecting')
      return { address, connector: 'test' }
    }),
    checkRegistered: vi.fn(async () => true),
    getNonce: vi.fn(async () => nonce),
    signText: vi.fn(async () => '0xsigned'),
    login: vi.fn(async () => ({ token: 'jwt', userInfo })),
    storeSession: vi.fn(),
    onStep: (step) => void steps.push(step),
    ...overrides,
  }
  return { dependencies, steps }
}

describe('signIn', () => {
  it('connects, signs the server message, logs in and stores the session', async () => {
    const { dependencies, steps } = fakes()
    const outcome = await signIn({ inviteCode: ' CODE123 ', locale: 'zh' }, dependencies)
    expect(outcome).toEqual({ kind: 'signedIn', address })
    expect(steps).toEqual(['connecting', 'signing', 'loggingIn'])
    expect(dependencies.signText).toHaveBeenCalledWith({ address, connector: 'test' }, nonce.message)
    expect(dependencies.login).toHaveBeenCalledWith({
      address,
      signature: '0xsigned',
      nonce: nonce.nonce,
      timestamp: nonce.timestamp,
      message: nonce.message,
      inviteCode: 'CODE123',
    })
    expect(dependencies.storeSession).toHaveBeenCalledWith({ token: 'jwt', userInfo, walletAddress: address })
  })

  it('sends no invite code when none was entered', async () => {
    const { dependencies } = fakes()
    await signIn({ inviteCode: '  ', locale: 'zh' }, dependencies)
    expect(dependencies.login).toHaveBeenCalledWith(
      expect.not.objectContaining({ inviteCode: expect.anything() }),
    )
  })

  it('stops before any signature when the address is not a member and there is no invite code', async () => {
    const { dependencies } = fakes({ checkRegistered: vi.fn(async () => false) })
    expect(await signIn({ inviteCode: '', locale: 'zh' }, dependencies)).toEqual({ kind: 'inviteNeeded' })
    expect(dependencies.getNonce).not.toHaveBeenCalled()
    expect(dependencies.signText).not.toHaveBeenCalled()
    expect(dependencies.storeSession).not.toHaveBeenCalled()
  })

  it('registers a new member who brings an invite code, and lets login decide when the check failed', async () => {
    const newMember = fakes({ checkRegistered: vi.fn(async () => false) })
    expect((await signIn({ inviteCode: 'CODE123', locale: 'zh' }, newMember.dependencies)).kind).toBe(
      'signedIn',
    )
    const unknown = fakes({ checkRegistered: vi.fn(async () => null) })
    expect((await signIn({ inviteCode: '', locale: 'zh' }, unknown.dependencies)).kind).toBe('signedIn')
  })

  it('a rejected signature is the wallet notice and nothing is sent to login', async () => {
    const { dependencies, steps } = fakes({
      signText: vi.fn(async () => {
        throw new WalletError('userCancelled')
      }),
    })
    expect(await signIn({ inviteCode: '', locale: 'zh' }, dependencies)).toEqual({
      kind: 'failed',
      notice: { kind: 'wallet', reason: 'userCancelled' },
    })
    expect(steps).not.toContain('loggingIn')
    expect(dependencies.login).not.toHaveBeenCalled()
    expect(dependencies.storeSession).not.toHaveBeenCalled()
  })

  it('a login refused with code 7 gives the persistent notice and stores nothing', async () => {
    const refused = new HttpError({
      kind: 'envelope',
      status: 400,
      code: 7,
      msg: '请使用邀请码，注册登录使用',
      data: { reason: 'inviteRequired' },
      reason: 'inviteRequired',
    })
    const { dependencies } = fakes({
      login: vi.fn(async () => {
        throw refused
      }),
    })
    expect(await signIn({ inviteCode: '', locale: 'zh' }, dependencies)).toEqual({
      kind: 'failed',
      notice: { kind: 'api', message: '请使用邀请码，注册登录使用', persistent: true },
    })
    expect(dependencies.storeSession).not.toHaveBeenCalled()
  })
})
