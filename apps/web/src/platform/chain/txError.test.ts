import { BaseError, ContractFunctionRevertedError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { encodeErrorResult, zeroAddress } from 'viem'
import { TradeError, txErrorNotice } from './txError'

const rpc = (code: number, message = `rpc ${code}`, cause?: unknown) =>
  Object.assign(new Error(message), { code, cause })

describe('txErrorNotice (spec §8 transaction messages)', () => {
  it('maps a wallet rejection (4001) to 用户取消了交易, also wrapped', () => {
    expect(txErrorNotice(rpc(4001), 'buy')).toEqual({ kind: 'userCancelled' })
    expect(txErrorNotice(new Error('outer', { cause: rpc(4001) }), 'sell')).toEqual({ kind: 'userCancelled' })
    expect(txErrorNotice(new UserRejectedRequestError(new Error('no')), 'buy')).toEqual({
      kind: 'userCancelled',
    })
    const mobile = Object.assign(new Error('x'), { code: -32603, data: { originalError: { code: 4001 } } })
    expect(txErrorNotice(mobile, 'buy')).toEqual({ kind: 'userCancelled' })
  })

  it('maps insufficient funds to BNB余额不足，无法支付', () => {
    expect(txErrorNotice(rpc(-32000, 'insufficient funds for gas * price + value'), 'buy')).toEqual({
      kind: 'insufficientBnb',
    })
    expect(txErrorNotice(Object.assign(new Error('x'), { name: 'InsufficientFundsError' }), 'sell')).toEqual({
      kind: 'insufficientBnb',
    })
    expect(txErrorNotice(new TradeError('insufficientBnb'), 'buy')).toEqual({ kind: 'insufficientBnb' })
  })

  it('decodes custom errors of a revert', () => {
    const data = encodeErrorResult({ abi: vitaOrderAbi, errorName: 'SellNotPermitted', args: [zeroAddress] })
    const revert = new ContractFunctionRevertedError({ abi: vitaOrderAbi, data, functionName: 'sellDPINE' })
    const wrapped = new BaseError('The contract function "sellDPINE" reverted.', { cause: revert })
    expect(txErrorNotice(wrapped, 'sell')).toEqual({
      kind: 'reverted',
      trade: 'sell',
      revert: 'SellNotPermitted',
      name: 'SellNotPermitted',
    })
    const blacklisted = encodeErrorResult({
      abi: vitaOrderAbi,
      errorName: 'Blacklisted',
      args: [zeroAddress],
    })
    expect(
      txErrorNotice(
        new ContractFunctionRevertedError({ abi: vitaOrderAbi, data: blacklisted, functionName: 'x' }),
        'buy',
      ),
    ).toEqual({ kind: 'reverted', trade: 'buy', revert: 'Blacklisted', name: 'Blacklisted' })
  })

  it('decodes the bounded sale errors of VitaOrder.sellDPINEWithMinimum', () => {
    const expired = encodeErrorResult({ abi: vitaOrderAbi, errorName: 'DeadlineExpired', args: [1n, 2n] })
    const low = encodeErrorResult({ abi: vitaOrderAbi, errorName: 'InsufficientOutput', args: [1n, 2n] })
    for (const [data, name] of [
      [expired, 'DeadlineExpired'],
      [low, 'InsufficientOutput'],
    ] as const) {
      const revert = new ContractFunctionRevertedError({
        abi: vitaOrderAbi,
        data,
        functionName: 'sellDPINEWithMinimum',
      })
      const wrapped = new BaseError('The contract function "sellDPINEWithMinimum" reverted.', {
        cause: revert,
      })
      expect(txErrorNotice(wrapped, 'sell')).toEqual({ kind: 'reverted', trade: 'sell', revert: name, name })
    }
  })

  it('keeps an unknown revert generic and tells buy from sell', () => {
    expect(txErrorNotice(rpc(-32603, 'execution reverted'), 'buy')).toEqual({
      kind: 'reverted',
      trade: 'buy',
      revert: null,
      name: null,
    })
    expect(txErrorNotice(new TradeError('receiptReverted'), 'sell')).toEqual({
      kind: 'check',
      reason: 'receiptReverted',
    })
  })

  it('passes the app checks through and falls back to failed', () => {
    expect(txErrorNotice(new TradeError('sellDisabled'), 'sell')).toEqual({
      kind: 'check',
      reason: 'sellDisabled',
    })
    expect(txErrorNotice(new Error('boom'), 'sell')).toEqual({ kind: 'failed', trade: 'sell' })
    expect(txErrorNotice('weird', 'buy')).toEqual({ kind: 'failed', trade: 'buy' })
  })
})
