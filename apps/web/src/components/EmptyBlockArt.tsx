import { ErrorBlock } from 'antd-mobile'
import type { ReactNode } from 'react'

/** antd-mobile's "empty" ErrorBlock with its illustration; components/EmptyBlock.tsx loads it lazily. */
export default function EmptyBlockArt({ title }: { title: ReactNode }) {
  return <ErrorBlock status="empty" title={title} description="" />
}
