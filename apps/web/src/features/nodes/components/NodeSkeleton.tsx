import { Skeleton } from 'antd-mobile'

/** A card-sized skeleton while a node screen's first answer is on its way. */
export function NodeSkeleton({ lines, testId }: { lines: number; testId: string }) {
  return (
    <section className="card" data-testid={testId}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </section>
  )
}
