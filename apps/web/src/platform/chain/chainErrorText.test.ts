import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  HttpRequestError,
  NonceTooLowError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  encodeErrorResult,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { HttpError } from '../../lib/httpError'
import { ChainError, chainErrorReason, chainStep } from './chainError'
import { chainErrorText } from './chainErrorText'
import { TradeError } from './txError'

/** A provider error as wallets report it: an EIP-1193 code and the node's (or ethers') words. */
const rpc = (code: number | string, message: string) => Object.assign(new Error(message), { code })
const both = (error: unknown) => [chainErrorText(error, 'zh'), chainErrorText(error, 'en')]

describe('chain error mapping (spec §8), zh and en', () => {
  it('nonce already used', () => {
    const texts = ['交易nonce已被使用，请刷新后重试', 'Nonce already used, please refresh and retry']
    expect(both(rpc(-32000, 'nonce too low: next nonce 5, tx nonce 4'))).toEqual(texts)
    expect(both(rpc('NONCE_EXPIRED', 'nonce has already been used'))).toEqual(texts)
    expect(both(new BaseError('send failed', { cause: new NonceTooLowError() }))).toEqual(texts)
  })

  it('replacement fee too low', () => {
    const texts = [
      '替换交易的手续费过低，请提高手续费后重试',
      'Replacement fee too low, please raise the fee and retry',
    ]
    expect(both(rpc(-32000, 'replacement transaction underpriced'))).toEqual(texts)
    expect(both(rpc('REPLACEMENT_UNDERPRICED', 'replacement fee too low'))).toEqual(texts)
  })

  it('legacy pre-EIP-155 transactions not supported', () => {
    const texts = [
      '不支持EIP-155之前的旧版交易，请升级钱包',
      'Legacy pre-EIP-155 transactions not supported, please update your wallet',
    ]
    expect(both(rpc(-32000, 'only replay-protected (EIP-155) transactions allowed over RPC'))).toEqual(texts)
    expect(both(rpc(-32603, 'legacy pre-eip-155 transactions not supported'))).toEqual(texts)
  })

  it('unsupported operation', () => {
    const texts = ['钱包不支持该操作', 'Unsupported operation']
    expect(both(new UnsupportedProviderMethodError(new Error('eth_signTypedData_v4')))).toEqual(texts)
    expect(both(rpc('UNSUPPORTED_OPERATION', 'unsupported operation'))).toEqual(texts)
  })

  it('missing response for request', () => {
    expect(both(rpc('SERVER_ERROR', 'missing response for request'))).toEqual([
      '节点未返回响应，请检查网络后重试',
      'Missing response for request, please check network connection',
    ])
  })

  it('provider destroyed, though ethers reports it as an unsupported operation', () => {
    expect(both(rpc('UNSUPPORTED_OPERATION', 'provider destroyed; cancelled request'))).toEqual([
      '钱包连接已断开，请刷新页面后重试',
      'Provider destroyed, please reload the page and retry',
    ])
  })

  it('could not coalesce error', () => {
    expect(both(rpc('UNKNOWN_ERROR', 'could not coalesce error (error={ "code": -32603 })'))).toEqual([
      '无法识别钱包返回的错误，请重试',
      'Could not coalesce error, please retry',
    ])
  })

  it('a read RPC that does not answer: Network Error', () => {
    const unreachable = new HttpRequestError({
      url: 'http://127.0.0.1:9',
      cause: new TypeError('Failed to fetch'),
    })
    expect(both(unreachable)).toEqual(['网络错误', 'Network Error'])
  })
})

describe('chain read timeouts (spec §8 zh texts)', () => {
  it('balance, decimals and backup RPC', () => {
    expect(both(new ChainError('balanceTimeout'))).toEqual(['获取余额超时', 'Balance lookup timed out'])
    expect(both(new ChainError('decimalsTimeout'))).toEqual(['获取decimals超时', 'Decimals lookup timed out'])
    expect(both(new ChainError('backupBalanceTimeout'))).toEqual([
      '备用RPC获取余额超时',
      'Backup RPC balance lookup timed out',
    ])
  })
})

describe('steps with their own failure text', () => {
  it('an approval: "USDT authorization failed, please retry"', async () => {
    const failed = await chainStep('approveFailed', () => Promise.reject(new Error('boom')), {
      token: 'USDT',
    }).catch((error: unknown) => error)
    expect(both(failed)).toEqual(['USDT授权失败，请重试', 'USDT authorization failed, please retry'])
    expect(both(new ChainError('approveFailed'))).toEqual([
      '代币授权失败，请重试',
      'Token authorization failed, please retry',
    ])
  })

  it('a contract read: "Contract call failed, please retry"', () => {
    const noContract = new ContractFunctionZeroDataError({ functionName: 'sellEnabled' })
    expect(both(noContract)).toEqual(['合约调用失败，请重试', 'Contract call failed, please retry'])
  })

  it('the sell permission check: "Failed to check sell permission, please retry"', async () => {
    const failed = await chainStep('sellPermissionCheckFailed', () =>
      Promise.reject(new ContractFunctionZeroDataError({ functionName: 'canSellDPINE' })),
    ).catch((error: unknown) => error)
    expect(both(failed)).toEqual([
      '检查卖出权限失败，请重试',
      'Failed to check sell permission, please retry',
    ])
  })

  it('a contract missing from the deployment: 合约{name}未初始化', () => {
    expect(both(new ChainError('contractNotInitialised', { contract: 'order' }))).toEqual([
      '合约order未初始化',
      'Contract order is not initialised',
    ])
  })

  it('a specific provider error wins over the step it happened in', async () => {
    const failed = await chainStep('approveFailed', () => Promise.reject(rpc(-32000, 'nonce too low')), {
      token: 'USDT',
    }).catch((error: unknown) => error)
    expect(chainErrorReason(failed)).toBe('nonceUsed')
  })
})

describe('what the chain catalogue leaves to others', () => {
  it('a rejection, missing gas money or a revert stays with txError.ts, also inside a step', async () => {
    const rejected = await chainStep('approveFailed', () =>
      Promise.reject(new UserRejectedRequestError(new Error('no'))),
    ).catch((error: unknown) => error)
    expect(chainErrorText(rejected, 'zh')).toBeNull()
    expect(chainErrorText(rpc(-32000, 'insufficient funds for gas * price + value'), 'zh')).toBeNull()
    const data = encodeErrorResult({ abi: vitaOrderAbi, errorName: 'SellNotPermitted', args: [zeroAddress] })
    const revert = new ContractFunctionRevertedError({ abi: vitaOrderAbi, data, functionName: 'sellDPINE' })
    expect(chainErrorText(new BaseError('reverted', { cause: revert }), 'zh')).toBeNull()
  })

  it("the app's own checks and an API call's network failure are not the chain's", async () => {
    expect(chainErrorText(new TradeError('insufficientUsdt'), 'zh')).toBeNull()
    const api = new HttpError({ kind: 'network' }, { cause: new TypeError('Failed to fetch') })
    expect(chainErrorText(api, 'en')).toBeNull()
    await expect(
      chainStep('approveFailed', () => Promise.reject(new TradeError('timeout'))),
    ).rejects.toBeInstanceOf(TradeError)
    expect(chainErrorText(new Error('something else'), 'zh')).toBeNull()
  })
})
