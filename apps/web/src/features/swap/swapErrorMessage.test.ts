import { dpinePoolAbi } from '@vita/contracts/generated/abi/dpinePool'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import type { BuyQuote } from '@vita/shared/pool'
import {
  BaseError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  NonceTooLowError,
  UserRejectedRequestError,
} from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n, registerTexts } from '../../lib/i18n'
import { ChainError } from '../../platform/chain/chainError'
import { swapEn } from './locales/en'
import { swapZh } from './locales/zh'
import { QuoteMovedError } from './quoteMovedError'
import { swapErrorMessage } from './swapErrorMessage'

registerTexts(swapZh, swapEn)
const zh = i18n.getFixedT('zh')
const en = i18n.getFixedT('en')

function sellRevert(errorName: 'DeadlineExpired' | 'InsufficientOutput') {
  const data = encodeErrorResult({ abi: vitaOrderAbi, errorName, args: [1n, 2n] })
  const revert = new ContractFunctionRevertedError({
    abi: vitaOrderAbi,
    data,
    functionName: 'sellDPINEWithMinimum',
  })
  return new BaseError('The contract function "sellDPINEWithMinimum" reverted.', { cause: revert })
}

/** The pool's own slippage guard, DpinePool.InsufficientOutput(amountOut, minAmountOut), decoded. */
function poolSlippageRevert() {
  const data = encodeErrorResult({ abi: dpinePoolAbi, errorName: 'InsufficientOutput', args: [1n, 2n] })
  const revert = new ContractFunctionRevertedError({ abi: dpinePoolAbi, data, functionName: 'swapExactIn' })
  return new BaseError('The contract function "swapExactIn" reverted.', { cause: revert })
}

const quote = (amountOut: bigint, minimumReceived: bigint) =>
  ({ side: 'buy', amountIn: 10n, amountOut, minimumReceived }) as unknown as BuyQuote

/** A bare revert without decodable data, as a buy's simulation reports it. */
const buyRevert = () =>
  new BaseError('The contract function "swapExactIn" reverted.', {
    cause: new ContractFunctionRevertedError({ abi: [], functionName: 'swapExactIn' }),
  })

/** The wallet's nonce complaint, wrapped the way viem reports a failed write. */
const nonceUsed = () =>
  new BaseError('The contract function "swapExactIn" failed.', { cause: new NonceTooLowError() })

/** An ethers provider (embedded in some wallets) torn down mid-trade. */
const providerDestroyed = () =>
  Object.assign(new Error('provider destroyed; cancelled request (operation="eth_sendTransaction")'), {
    code: 'UNSUPPORTED_OPERATION',
  })

/** The member declined in the wallet, during an approval (wrapped as its failed step). */
const rejected = () =>
  new ChainError('approveFailed', {
    token: 'USDT',
    cause: new UserRejectedRequestError(new Error('User rejected the request.')),
  })

async function inLocale(locale: 'zh' | 'en', run: () => void) {
  await i18n.changeLanguage(locale)
  run()
}

describe('swapErrorMessage for bounded sales', () => {
  afterEach(() => i18n.changeLanguage('zh'))

  it('shows the sell-failure text with the decoded detail', () => {
    expect(swapErrorMessage(zh, sellRevert('DeadlineExpired'), 'sell')).toBe(
      '卖出失败，请检查合约状态（交易已过期）',
    )
  })
})

describe('swapErrorMessage for a price that moved past the slippage (issue 33)', () => {
  afterEach(() => i18n.changeLanguage('zh'))
  const zhText = '价格已变动，超出滑点容差，交易未发送。请按最新报价重试，或将滑点调到 0.5%'
  const enText =
    'The price moved beyond your slippage tolerance, so nothing was sent. Try again at the new price, or set the slippage to 0.5%.'

  it("the contracts' InsufficientOutput reads its own text, not 'contact the administrator'", async () => {
    await inLocale('zh', () => {
      expect(swapErrorMessage(zh, poolSlippageRevert(), 'buy')).toBe(zhText)
      expect(swapErrorMessage(zh, sellRevert('InsufficientOutput'), 'sell')).toBe(zhText)
    })
    await inLocale('en', () => expect(swapErrorMessage(en, poolSlippageRevert(), 'buy')).toBe(enText))
  })

  it('a quote that moved before signing reads the same text', async () => {
    const moved = new QuoteMovedError(quote(100n, 100n), quote(99n, 99n))
    await inLocale('zh', () => expect(swapErrorMessage(zh, moved, 'buy')).toBe(zhText))
    await inLocale('en', () => expect(swapErrorMessage(en, moved, 'sell')).toBe(enText))
  })
})

describe('swapErrorMessage shows the spec §8 chain error texts on the swap and sell screens', () => {
  afterEach(() => i18n.changeLanguage('zh'))

  it('a nonce already used is named, not the generic 购买失败', async () => {
    await inLocale('zh', () =>
      expect(swapErrorMessage(zh, nonceUsed(), 'buy')).toBe('交易nonce已被使用，请刷新后重试'),
    )
    await inLocale('en', () =>
      expect(swapErrorMessage(en, nonceUsed(), 'buy')).toBe('Nonce already used, please refresh and retry'),
    )
  })

  it('a destroyed provider is named, not the generic 卖出失败', async () => {
    await inLocale('zh', () =>
      expect(swapErrorMessage(zh, providerDestroyed(), 'sell')).toBe('钱包连接已断开，请刷新页面后重试'),
    )
    await inLocale('en', () =>
      expect(swapErrorMessage(en, providerDestroyed(), 'sell')).toBe(
        'Provider destroyed, please reload the page and retry',
      ),
    )
  })

  it('the read timeouts, Network Error and the failed steps have their own texts', async () => {
    await inLocale('zh', () => {
      expect(swapErrorMessage(zh, new ChainError('balanceTimeout'), 'buy')).toBe('获取余额超时')
      expect(swapErrorMessage(zh, new ChainError('backupBalanceTimeout'), 'buy')).toBe('备用RPC获取余额超时')
      expect(swapErrorMessage(zh, new ChainError('sellPermissionCheckFailed'), 'sell')).toBe(
        '检查卖出权限失败，请重试',
      )
    })
    await inLocale('en', () => {
      expect(swapErrorMessage(en, new ChainError('networkError'), 'buy')).toBe('Network Error')
      expect(
        swapErrorMessage(
          en,
          new ChainError('approveFailed', { token: 'USDT', cause: new Error('x') }),
          'buy',
        ),
      ).toBe('USDT authorization failed, please retry')
      expect(swapErrorMessage(en, new ChainError('contractCallFailed'), 'buy')).toBe(
        'Contract call failed, please retry',
      )
      expect(swapErrorMessage(en, new ChainError('sellPermissionCheckFailed'), 'sell')).toBe(
        'Failed to check sell permission, please retry',
      )
    })
  })

  it('a rejected request still reads 用户取消了交易, even inside a failed approval step', async () => {
    await inLocale('zh', () => expect(swapErrorMessage(zh, rejected(), 'buy')).toBe('用户取消了交易'))
    await inLocale('en', () =>
      expect(swapErrorMessage(en, rejected(), 'buy')).toBe('User cancelled transaction'),
    )
  })

  it('a revert still reads the spec revert text', async () => {
    await inLocale('zh', () => {
      expect(swapErrorMessage(zh, buyRevert(), 'buy')).toBe('交易失败，请检查合约状态或联系管理员')
      expect(swapErrorMessage(zh, sellRevert('DeadlineExpired'), 'sell')).toBe(
        '卖出失败，请检查合约状态（交易已过期）',
      )
    })
    await inLocale('en', () => {
      expect(swapErrorMessage(en, buyRevert(), 'buy')).toBe(
        'Transaction failed, please check the contract status or contact the administrator',
      )
      expect(swapErrorMessage(en, sellRevert('DeadlineExpired'), 'sell')).toMatch(
        /^Sell failed, please check the contract status（/,
      )
    })
  })
})
