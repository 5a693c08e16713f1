import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Hash } from 'viem'
import type { Config } from 'wagmi'
import { showToast } from '../../../lib/notify'
import type { PendingTx } from '../../../platform/chain/pendingTx'
import type { TradeKind } from '../../../platform/chain/txError'
import { usePendingTransaction } from '../../../platform/chain/usePendingTransaction'
import { useRefreshOnNewBlock } from '../../../platform/chain/useRefreshOnNewBlock'
import { swapKeys } from '../api/keys'
import { resumedSwapMessage } from '../resumedSwapMessage'
import { swapErrorMessage } from '../swapErrorMessage'

export type TradeFlow<Step> = { step: Step; failed: boolean; done: boolean }

/** What a running trade reports back: its steps, and each transaction from submission to receipt. */
export type TradeHooks<Step> = {
  onStep: (step: Step) => void
  track: (tx: PendingTx) => void
  settle: (hash: Hash) => void
}

/**
 * The step machine every trade screen shares: one trade at a time, the visible steps (failed at
 * the step that threw), the failure toast, the pending transaction resumed after a reload, and
 * the chain reads refreshed on every block and after every trade.
 */
export function useTradeFlow<Step extends string>({
  config,
  steps,
  refreshKeys = [],
}: {
  config: Config | null
  steps: readonly [Step, ...Step[]]
  /** Other queries a trade changes (e.g. the market's), refreshed with the trade's own. */
  refreshKeys?: readonly QueryKey[]
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [flow, setFlow] = useState<TradeFlow<Step> | null>(null)
  const [busy, setBusy] = useState(false)
  const running = useRef(false)

  function refresh() {
    for (const queryKey of [swapKeys.all, ...refreshKeys]) void queryClient.invalidateQueries({ queryKey })
  }

  useRefreshOnNewBlock(config, [swapKeys.all])
  const pending = usePendingTransaction(config, (outcome) => {
    refresh()
    const message = resumedSwapMessage(t, outcome)
    showToast(message.text, message.icon)
  })

  /** Runs one trade; `onDone` gets what it received. A failure is toasted and marks its step. */
  async function run(
    trade: TradeKind,
    execute: (hooks: TradeHooks<Step>) => Promise<bigint>,
    onDone: (received: bigint) => void,
  ): Promise<void> {
    if (running.current) return
    running.current = true
    setBusy(true)
    let step: Step = steps[0]
    setFlow({ step, failed: false, done: false })
    try {
      const received = await execute({
        onStep: (next) => {
          step = next
          setFlow({ step: next, failed: false, done: false })
        },
        track: pending.track,
        settle: pending.settle,
      })
      setFlow({ step, failed: false, done: true })
      onDone(received)
    } catch (error) {
      setFlow({ step, failed: true, done: false })
      showToast(swapErrorMessage(t, error, trade), 'fail')
    } finally {
      refresh()
      running.current = false
      setBusy(false)
    }
  }

  return {
    flow,
    busy,
    pending: pending.pending,
    isRunning: () => running.current,
    run,
    reset: () => setFlow(null),
  }
}
