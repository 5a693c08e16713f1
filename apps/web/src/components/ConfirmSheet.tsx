import { lazy, Suspense, useState, type ReactNode } from 'react'
import { usePrefetchAfterLoad } from '../lib/usePrefetchAfterLoad'

export type ConfirmRow = { label: string; value: ReactNode; emphasis?: boolean }

export type ConfirmSheetProps = {
  visible: boolean
  title: string
  message?: ReactNode
  rows?: ConfirmRow[]
  confirmText: string
  cancelText: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
  testId: string
}

// The dialog (antd-mobile's Dialog, Mask and their animation libraries) opens on a tap: it loads after
// the first paint (prefetched once the screen has settled), not before it.
const loadDialog = () => import('./ConfirmDialog')
const ConfirmDialog = lazy(loadDialog)

/**
 * A confirm dialog summarising a money movement (`rows`) or explaining an action (`message`).
 * Rendered in the React tree (not `Dialog.confirm`) so its buttons carry test ids and the pending state.
 * Mounted from its first opening on, so it closes with its animation.
 */
export function ConfirmSheet(props: ConfirmSheetProps) {
  const [opened, setOpened] = useState(props.visible)
  if (props.visible && !opened) setOpened(true)
  usePrefetchAfterLoad(loadDialog)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  )
}
