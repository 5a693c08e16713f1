import { Dialog } from 'antd-mobile'
import type { ConfirmSheetProps } from './ConfirmSheet'

/** The dialog of components/ConfirmSheet.tsx, loaded when a confirm first opens. */
export default function ConfirmDialog({
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
}: ConfirmSheetProps) {
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
