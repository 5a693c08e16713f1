import { useTranslation } from 'react-i18next'
import type { SellStep, SwapStep } from '../flows/tradeSteps'
import type { TradeFlow } from '../hooks/useTradeFlow'
import { TradeSteps } from './TradeSteps'

type StepName = SwapStep | SellStep

/** The running (or last) trade's steps in a card; nothing before the first trade. */
export function TradeProgress({
  steps,
  flow,
  token,
}: {
  steps: readonly StepName[]
  flow: TradeFlow<StepName> | null
  /** The token an approval step approves. */
  token: string
}) {
  const { t } = useTranslation()
  if (!flow) return null
  const views = steps.map((name) => ({ name, title: t(`swap.steps.${name}`, { token }) }))
  const current = flow.done ? steps.length : steps.indexOf(flow.step)
  return (
    <section className="card">
      <TradeSteps steps={views} current={current} failed={flow.failed} />
    </section>
  )
}
