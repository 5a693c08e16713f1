import { ErrorBlock } from 'antd-mobile'

/** An empty list or screen, with the reason in words. */
export function EmptyState({ title, testId }: { title: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <ErrorBlock status="empty" title={title} description="" />
    </div>
  )
}
