import { Steps } from 'antd-mobile'

export type TradeStepView = { name: string; title: string }

/** The flow's steps with the current one highlighted (antd-mobile Steps, vertical to fit a phone). */
export function TradeSteps({
  steps,
  current,
  failed,
}: {
  steps: readonly TradeStepView[]
  /** Index of the running step; steps.length when all are done. */
  current: number
  failed: boolean
}) {
  return (
    <Steps direction="vertical" current={current} className="swap-steps" data-testid="swap-steps">
      {steps.map((step, index) => (
        <Steps.Step
          key={step.name}
          title={step.title}
          status={index < current ? 'finish' : index === current ? (failed ? 'error' : 'process') : 'wait'}
          data-testid={`swap-step-${step.name}`}
          data-state={
            index < current ? 'done' : index === current ? (failed ? 'error' : 'active') : 'waiting'
          }
        />
      ))}
    </Steps>
  )
}
