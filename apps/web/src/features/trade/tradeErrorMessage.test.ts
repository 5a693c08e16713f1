import { vitaOrderAbi } from '@vita/contracts/abi/vitaOrder'
import { BaseError, ContractFunctionRevertedError, encodeErrorResult } from 'viem'
import { describe, expect, it } from 'vitest'
import { i18n, registerTexts } from '../../lib/i18n'
import { tradeEn } from './locales/en'
import { tradeZh } from './locales/zh'
import { tradeErrorMessage } from './tradeErrorMessage'

registerTexts(tradeZh, tradeEn)
const zh = i18n.getFixedT('zh')

function sellRevert(errorName: 'DeadlineExpired' | 'InsufficientOutput') {
  const data = encodeErrorResult({ abi: vitaOrderAbi, errorName, args: [1n, 2n] })
  const revert = new ContractFunctionRevertedError({
    abi: vitaOrderAbi,
    data,
    functionName: 'sellDPINEWithMinimum',
  })
  return new BaseError('The contract function "sellDPINEWithMinimum" reverted.', { cause: revert })
}

describe('tradeErrorMessage for bounded sales', () => {
  it('shows the sell-failure text with the decoded detail', () => {
    expect(tradeErrorMessage(zh, sellRevert('DeadlineExpired'), 'sell')).toBe(
      '卖出失败，请检查合约状态（交易已过期）',
    )
    expect(tradeErrorMessage(zh, sellRevert('InsufficientOutput'), 'sell')).toBe(
      '卖出失败，请检查合约状态（价格变动超过滑点容差）',
    )
  })
})
