import { BaseError, ContractFunctionRevertedError, UserRejectedRequestError } from 'viem'
import { vitaDepositAbi } from '@vita/contracts/generated/abi/vitaDeposit'
import { encodeErrorResult } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, registerTexts } from '../../lib/i18n'
import { TradeError } from '../../platform/chain/txError'
import { depositErrorMessage } from './depositErrorMessage'
import { DepositError } from './flows/depositSteps'
import { depositsEn } from './locales/en'
import { depositsZh } from './locales/zh'

registerTexts(depositsZh, depositsEn)

const reverted = (errorName: 'BelowMinimumDeposit' | 'EnforcedPause', args: readonly unknown[] = []) =>
  new BaseError('simulation failed', {
    cause: new ContractFunctionRevertedError({
      abi: vitaDepositAbi,
      functionName: 'deposit',
      data: encodeErrorResult({ abi: vitaDepositAbi, errorName, args } as never),
    }),
  })

describe('depositErrorMessage', () => {
  const zh = i18n.getFixedT('zh')
  const en = i18n.getFixedT('en')
  beforeAll(() => i18n.changeLanguage('zh'))

  it('names the flow’s own refusals', () => {
    expect(depositErrorMessage(zh, new DepositError('otherWallet'))).toBe(
      '当前连接的钱包不是您登录的钱包，请切换到登录钱包后再充值',
    )
    expect(depositErrorMessage(en, new DepositError('insufficientWallet'))).toBe(
      'Insufficient wallet balance',
    )
  })

  it('explains VitaDeposit’s reverts in both languages', () => {
    expect(depositErrorMessage(zh, reverted('BelowMinimumDeposit', [100n]))).toBe(
      '充值失败（低于合约的最少充值数量）',
    )
    expect(depositErrorMessage(en, reverted('EnforcedPause'))).toBe('Deposit failed (deposits are paused)')
  })

  it('says the member cancelled, and what a failed or slow receipt means', () => {
    expect(depositErrorMessage(en, new UserRejectedRequestError(new Error('User rejected')))).toBe(
      'User cancelled transaction',
    )
    expect(depositErrorMessage(zh, new TradeError('receiptReverted'))).toBe('交易已上链但执行失败')
    expect(depositErrorMessage(en, new TradeError('timeout'))).toBe('Operation timeout, please retry')
    expect(depositErrorMessage(en, new Error('boom'))).toBe('Deposit failed, please retry')
  })
})
