import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { showToast } from '../../../lib/notify'
import type { TradeKind } from '../../../platform/chain/txError'
import { swapErrorMessage } from '../swapErrorMessage'

/**
 * A trade button's tap, then the confirmation sheet (issue 33: no money leaves on one tap). A
 * visitor's tap connects the wallet; a trade that cannot go ahead says why; otherwise the pool is read
 * again and the sheet opens. Confirm checks once more (the quote follows the pool) and runs the trade.
 */
export function useTradeConfirmation({
  kind,
  ready,
  account,
  connect,
  isRunning,
  refusal,
  refreshQuote,
  execute,
}: {
  kind: TradeKind
  /** The wallet kit has loaded. */
  ready: boolean
  account: Address | undefined
  connect: () => Promise<Address>
  isRunning: () => boolean
  /** Why the trade cannot go ahead now; null when it can. */
  refusal: () => string | null
  refreshQuote: () => void
  execute: () => Promise<void>
}) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)

  async function submit(): Promise<void> {
    if (isRunning() || !ready) return
    if (!account) {
      await connect().catch((error: unknown) => showToast(swapErrorMessage(t, error, kind), 'fail'))
      return
    }
    const refused = refusal()
    if (refused) return showToast(refused, 'fail')
    refreshQuote()
    setConfirming(true)
  }

  async function confirm(): Promise<void> {
    setConfirming(false)
    const refused = refusal()
    if (refused) return showToast(refused, 'fail')
    await execute()
  }

  return { confirming, submit, confirm, cancel: () => setConfirming(false) }
}
