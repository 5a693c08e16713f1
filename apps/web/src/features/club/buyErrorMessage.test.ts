import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { BaseError, ContractFunctionRevertedError, encodeErrorResult, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { i18n, registerTexts } from '../../lib/i18n'
import { ChainError } from '../../platform/chain/chainError'
import { TradeError } from '../../platform/chain/txError'
import { WalletError } from '../../platform/wallet/walletError'
import { buyErrorMessage } from './buyErrorMessage'
import { ClubPurchaseError } from './flows/buySteps'
import { clubMoneyEn } from './locales/money.en'
import { clubMoneyZh } from './locales/money.zh'

registerTexts(clubMoneyZh, clubMoneyEn)
const zh = i18n.getFixedT('zh')
const en = i18n.getFixedT('en')

const revertArgs = {
  NotWhitelisted: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
  OrderLimitReached: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 4n],
  InsufficientDpineReserve: [10n ** 18n, 5n * 10n ** 18n],
} as const
const placeOrderRevert = (errorName: keyof typeof revertArgs) => {
  const data = encodeErrorResult({
    abi: vitaOrderAbi,
    errorName,
    args: revertArgs[errorName],
  } as Parameters<typeof encodeErrorResult>[0])
  const revert = new ContractFunctionRevertedError({ abi: vitaOrderAbi, data, functionName: 'placeOrder' })
  return new BaseError('The contract function "placeOrder" reverted.', { cause: revert })
}

describe('buyErrorMessage', () => {
  it('says the spec texts for missing USDT and BNB', () => {
    expect(buyErrorMessage(en, new TradeError('insufficientUsdt'))).toBe(
      'Insufficient USDT balance, please recharge',
    )
    expect(buyErrorMessage(en, new TradeError('insufficientBnb'))).toBe(
      'Insufficient BNB balance, cannot pay gas fee',
    )
    expect(buyErrorMessage(zh, new TradeError('insufficientUsdt'))).toBe('USDT余额不足，请充值')
    expect(buyErrorMessage(zh, new TradeError('insufficientBnb'))).toBe('BNB余额不足，无法支付')
  })

  it('a refusal in the wallet reads "User cancelled transaction", also inside a failed approval', () => {
    const rejected = new ChainError('approveFailed', {
      token: 'USDT',
      cause: new UserRejectedRequestError(new Error('User rejected the request.')),
    })
    expect(buyErrorMessage(en, rejected)).toBe('User cancelled transaction')
    expect(buyErrorMessage(zh, new WalletError('userCancelled'))).toBe('用户取消了交易')
  })

  it('a revert reads the buy revert text with its cause, the order contract’s own errors too', () => {
    expect(buyErrorMessage(zh, placeOrderRevert('NotWhitelisted'))).toBe(
      '交易失败，请检查合约状态或联系管理员（地址不在白名单中）',
    )
    expect(buyErrorMessage(zh, placeOrderRevert('OrderLimitReached'))).toBe(
      '交易失败，请检查合约状态或联系管理员（该地址的下单次数已达上限）',
    )
    expect(buyErrorMessage(en, placeOrderRevert('InsufficientDpineReserve'))).toBe(
      "Transaction failed, please check the contract status or contact the administrator (the contract's DPINE reserve is too low for this order, please try later or contact the administrator)",
    )
    expect(buyErrorMessage(zh, placeOrderRevert('InsufficientDpineReserve'))).toBe(
      '交易失败，请检查合约状态或联系管理员（合约的DPINE储备不足以完成本订单，请稍后再试或联系管理员）',
    )
  })

  it('the purchase’s own endings: no referrer (spec §5), a failed order', () => {
    expect(buyErrorMessage(en, new ClubPurchaseError('noReferrer'))).toBe(
      'You have no referrer, cannot place order',
    )
    expect(buyErrorMessage(zh, new ClubPurchaseError('noReferrer'))).toBe('您没有推荐人，无法下单')
    expect(buyErrorMessage(en, new ClubPurchaseError('orderFailed'))).toBe('Purchase failed, please retry')
  })

  it('a failed approval that is not a refusal reads USDT授权失败，请重试 (the chain texts follow the app language)', () => {
    const failed = new ChainError('approveFailed', { token: 'USDT', cause: new Error('boom') })
    expect(buyErrorMessage(zh, failed)).toBe('USDT授权失败，请重试')
  })
})
