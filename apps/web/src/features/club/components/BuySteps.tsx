import { Steps } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { BUY_STEPS } from '../flows/buySteps'
import type { BuyProgress } from '../hooks/useClubPurchase'

/** The spec's five purchase steps, live: done, running (or failed) and waiting. */
export function BuySteps({ progress }: { progress: BuyProgress }) {
  const { t } = useTranslation()
  const current = progress.done ? BUY_STEPS.length : BUY_STEPS.indexOf(progress.step)
  return (
    <Steps direction="vertical" current={current} data-testid="buy-steps">
      {BUY_STEPS.map((step, index) => {
        const state =
          index < current ? 'done' : index === current ? (progress.failed ? 'error' : 'active') : 'waiting'
        return (
          <Steps.Step
            key={step}
            title={t(`clubMoney.buy.step.${step}`)}
            status={
              state === 'done'
                ? 'finish'
                : state === 'active'
                  ? 'process'
                  : state === 'error'
                    ? 'error'
                    : 'wait'
            }
            data-testid={`buy-step-${step}`}
            data-state={state}
          />
        )
      })}
    </Steps>
  )
}
