import { lazy, Suspense, useState, type ReactNode } from 'react'
import { usePrefetchAfterLoad } from '../lib/usePrefetchAfterLoad'

export type ConfirmRow = { label: string; value: ReactNode; emphasis?: boolean; testId?: string }

export type ConfirmSheetProps = {
  visible: boolean
  title: string
  message?: ReactNode
  /** What moves: the amounts, the fees and what is received. */
  rows?: ConfirmRow[]
  /** Anything the member may act on before confirming (a warning with a one-tap fix). */
  children?: ReactNode
  /** The small print under the rows: the network fee, what cannot be undone. */
  note?: ReactNode
  confirmText: string
  cancelText: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
  /** The confirm button's test id; the sheet is `${testId}-sheet`, Cancel `${testId}-cancel`. */
  testId: string
}

// The sheet (antd-mobile's Popup, Mask and their animation libraries) opens on a tap: it loads after
// the first paint (prefetched once the screen has settled), not before it.
const loadPopup = () => import('./ConfirmSheetPopup')
const ConfirmSheetPopup = lazy(loadPopup)

/**
 * The one confirmation every money movement passes: a bottom sheet summarising it (`rows`, `note`) or
 * explaining an action (`message`), with Confirm and Cancel. Rendered in the React tree (not an
 * imperative dialog) so its buttons carry test ids and the pending state. Mounted from its first
 * opening on, so it closes with its animation.
 */
export function ConfirmSheet(props: ConfirmSheetProps) {
  const [opened, setOpened] = useState(props.visible)
  if (props.visible && !opened) setOpened(true)
  usePrefetchAfterLoad(loadPopup)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <ConfirmSheetPopup {...props} />
    </Suspense>
  )
}
