import { describe, expect, it } from 'vitest'
import { WalletError, walletErrorReason } from './walletError'

const rpc = (code: number, cause?: unknown) => Object.assign(new Error(`rpc ${code}`), { code, cause })

describe('wallet error mapping (spec §8)', () => {
  it('maps a missing provider to 请安装MetaMask钱包', () => {
    const error = Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' })
    expect(walletErrorReason(error, 'connect')).toBe('noWallet')
  })

  it('maps 4001 by phase', () => {
    expect(walletErrorReason(rpc(4001), 'connect')).toBe('userRejected')
    expect(walletErrorReason(rpc(4001), 'sign')).toBe('userCancelled')
    expect(walletErrorReason(rpc(4001), 'switchChain')).toBe('switchChainFailed')
    expect(walletErrorReason(rpc(4001), 'addChain')).toBe('addChainFailed')
  })

  it('maps -32002 (request already pending), also when wrapped', () => {
    expect(walletErrorReason(rpc(-32002), 'connect')).toBe('requestPending')
    expect(walletErrorReason(new Error('wrapped', { cause: rpc(-32002) }), 'connect')).toBe('requestPending')
  })

  it('reads MetaMask Mobile codes from data.originalError', () => {
    const error = Object.assign(new Error('x'), { code: -32603, data: { originalError: { code: 4001 } } })
    expect(walletErrorReason(error, 'connect')).toBe('userRejected')
  })

  it('falls back to the phase failure', () => {
    expect(walletErrorReason(new Error('boom'), 'connect')).toBe('connectFailed')
    expect(walletErrorReason(new Error('boom'), 'switchChain')).toBe('switchChainFailed')
    expect(walletErrorReason(rpc(-32603), 'addChain')).toBe('addChainFailed')
    expect(walletErrorReason(rpc(4100), 'connect')).toBe('notAuthorized')
    expect(walletErrorReason(rpc(4200), 'sign')).toBe('unsupported')
    // A signature that failed is not a failed connection.
    expect(walletErrorReason(new Error('boom'), 'sign')).toBe('signFailed')
  })

  it('keeps an existing WalletError reason', () => {
    expect(walletErrorReason(new WalletError('notAuthorized'), 'connect')).toBe('notAuthorized')
  })
})
