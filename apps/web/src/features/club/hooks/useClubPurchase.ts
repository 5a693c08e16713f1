import { useQueryClient } from '@tanstack/react-query'
import type { ClubOrderView, ClubPurchase } from '@vita/shared/schemas/club'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { isHttpError } from '../../../lib/httpError'
import { createIdempotentSubmission } from '../../../lib/idempotencyKey'
import { reportError, showToast } from '../../../lib/notify'
import { clubMoneyKeys } from '../api/moneyKeys'
import { buyErrorMessage } from '../buyErrorMessage'
import type { BuyStep } from '../flows/buySteps'
import type { ClubPurchaseOutcome } from '../flows/runClubPurchase'
import type { useClubWallet } from './useClubWallet'

export type BuyProgress = { step: BuyStep; failed: boolean; done: boolean }

/**
 * Runs the purchase: one at a time, the live step (failed at the step that threw), the order it
 * recorded (a retry resumes it; cancel is the screen's), one Idempotency-Key per purchase, and the
 * texts of spec §8. The chain code is loaded on the first payment.
 */
export function useClubPurchase(
  wallet: ReturnType<typeof useClubWallet>,
  purchase: ClubPurchase | undefined,
) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [progress, setProgress] = useState<BuyProgress | null>(null)
  const [busy, setBusy] = useState(false)
  const [order, setOrder] = useState<ClubOrderView | null>(null)
  const [submission] = useState(() => createIdempotentSubmission())
  const running = useRef(false)
  const open = order && (order.status === 'pending' || order.status === 'pending_verification') ? order : null
  // The order this screen followed wins over the purchase answer, which may be older.
  const resume = order ? open : (purchase?.openOrder ?? null)

  function announce(outcome: ClubPurchaseOutcome) {
    if (outcome.kind === 'verifying') return showToast(t('clubMoney.buy.verifying'))
    const text =
      outcome.dpineReturned === null
        ? t('clubMoney.buy.successNoAmount')
        : t('clubMoney.buy.success', { amount: formatMoney(outcome.dpineReturned, 4) })
    showToast(text, 'success')
  }

  async function buy(communityNumber: string): Promise<void> {
    const { config, contracts } = wallet
    if (running.current || !purchase) return
    if (!config || !contracts) return showToast(t('clubMoney.buy.notConfigured'), 'fail')
    running.current = true
    setBusy(true)
    let step: BuyStep = resume?.status === 'pending_verification' ? 'submit' : 'connect'
    const onStep = (next: BuyStep) => {
      step = next
      setProgress({ step, failed: false, done: false })
    }
    onStep(step)
    try {
      const { startClubPurchase } = await import('../flows/startClubPurchase')
      const outcome = await startClubPurchase({
        config,
        contracts,
        price: BigInt(purchase.orderPrice),
        referrer: purchase.referrerAddress,
        communityNumber,
        submission,
        resume,
        hooks: {
          connect: (report) => wallet.connect(report),
          onStep,
          onOrder: setOrder,
          onApproved: () => showToast(t('clubMoney.buy.approved'), 'success'),
        },
      })
      setProgress({ step, failed: false, done: outcome.kind === 'active' })
      announce(outcome)
    } catch (error) {
      setProgress({ step, failed: true, done: false })
      if (isHttpError(error)) reportError(error)
      else showToast(buyErrorMessage(t, error), 'fail')
    } finally {
      void client.invalidateQueries({ queryKey: clubMoneyKeys.all })
      running.current = false
      setBusy(false)
    }
  }

  return { progress, busy, resume, buy, forget: () => (setOrder(null), setProgress(null)) }
}
