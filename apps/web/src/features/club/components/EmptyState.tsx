import { EmptyBlock } from '../../../components/EmptyBlock'

/** An empty list or screen, with the reason in words. */
export function EmptyState({ title, testId }: { title: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <EmptyBlock title={title} />
    </div>
  )
}
