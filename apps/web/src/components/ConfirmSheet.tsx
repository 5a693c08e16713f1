import { Dialog } from 'antd-mobile'
import type { ReactNode } from 'react'

export type ConfirmRow = { label: string; value: ReactNode; emphasis?: boolean }

/**
 * A confirm dialog summarising a money movement (`rows`) or explaining an action (`message`).
 * Rendered in the React tree (not `Dialog.confirm`) so its buttons carry test ids and the pending state.
 */
export function ConfirmSheet({
  visible,
  title,
  message,
  rows = [],
  confirmText,
  cancelText,
  busy,
  onConfirm,
  onCancel,
  testId,
}: {
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
}) {
  return (
    <Dialog
      visible={visible}
      title={title}
      onClose={onCancel}
      closeOnMaskClick={!busy}
      content={
        <div className="confirm-sheet">
          {message && <p className="field-hint">{message}</p>}
          {rows.length > 0 && (
            <dl className="summary">
              {rows.map((row) => (
                <div key={row.label} className={row.emphasis ? 'summary-row emphasis' : 'summary-row'}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className="confirm-actions">
            <button type="button" className="btn" disabled={busy} onClick={onCancel}>
              {cancelText}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              data-testid={testId}
              onClick={onConfirm}
            >
              {busy ? <span className="spinner inline" aria-hidden="true" /> : null}
              {confirmText}
            </button>
          </div>
        </div>
      }
    />
  )
}
