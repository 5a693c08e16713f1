import { Steps } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { DEPOSIT_STEPS } from '../flows/depositSteps'
import type { DepositProgress } from '../hooks/useDeposit'

/** The deposit's five steps, live: done, running (or failed) and waiting. */
export function DepositSteps({ progress }: { progress: DepositProgress }) {
  const { t } = useTranslation()
  const current = progress.done ? DEPOSIT_STEPS.length : DEPOSIT_STEPS.indexOf(progress.step)
  return (
    <Steps direction="vertical" current={current} data-testid="deposit-steps">
      {DEPOSIT_STEPS.map((step, index) => {
        const state =
          index < current ? 'done' : index === current ? (progress.failed ? 'error' : 'active') : 'waiting'
        const status = { done: 'finish', active: 'process', error: 'error', waiting: 'wait' } as const
        return (
          <Steps.Step
            key={step}
            title={t(`deposit.step.${step}`)}
            status={status[state]}
            data-testid={`deposit-step-${step}`}
            data-state={state}
          />
        )
      })}
    </Steps>
  )
}
