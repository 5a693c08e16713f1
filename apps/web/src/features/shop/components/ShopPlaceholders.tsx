import { Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { EmptyBlock } from '../../../components/EmptyBlock'

/** A card-sized skeleton while a shop screen's first answer is on its way. */
export function ShopSkeleton({ lines, testId }: { lines: number; testId: string }) {
  return (
    <section className="card" data-testid={testId}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </section>
  )
}

/** A shop screen with nothing to show: the empty block with its title, and what to do next below it. */
export function ShopEmpty({
  title,
  testId,
  children,
}: {
  title: string
  testId: string
  children?: ReactNode
}) {
  return (
    <div className="shop-empty" data-testid={testId}>
      <EmptyBlock title={title} />
      {children}
    </div>
  )
}
