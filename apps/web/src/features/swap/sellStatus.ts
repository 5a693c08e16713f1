/** The spec §8 sell-status line and the §5 sell-amount rules. */
import { tryParseAmount } from '@vita/shared/amount'

export type SellStatus = 'canSell' | 'cannotSell' | 'disabled' | 'enabledConnect'

/**
 * 您可以卖出DPINE / 您当前无法卖出DPINE / 卖出功能已禁用 / 卖出功能已启用（请连接钱包检查个人权限）.
 * `canSell` is undefined while no wallet is connected (the personal permission is unknown).
 */
export function sellStatus(sellEnabled: boolean, canSell: boolean | undefined): SellStatus {
  if (!sellEnabled) return 'disabled'
  if (canSell === undefined) return 'enabledConnect'
  return canSell ? 'canSell' : 'cannotSell'
}

/** Selling switched off or not permitted: both sell screens show the status and disable the button. */
export function sellBlocked(status: SellStatus | null): boolean {
  return status === 'disabled' || status === 'cannotSell'
}

export type SellAmountProblem = 'empty' | 'invalid' | 'zero' | 'exceedsWalletBalance'

/** Amount valid and above zero, never above the wallet balance ("Sell amount cannot exceed wallet balance"). */
export function sellAmountProblem(text: string, walletBalance: bigint | undefined): SellAmountProblem | null {
  if (text.trim() === '') return 'empty'
  const amount = tryParseAmount(text)
  if (amount === null) return 'invalid'
  if (amount === 0n) return 'zero'
  if (walletBalance !== undefined && amount > walletBalance) return 'exceedsWalletBalance'
  return null
}
