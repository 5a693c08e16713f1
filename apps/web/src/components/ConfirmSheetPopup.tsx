import { Popup } from 'antd-mobile'
import type { ConfirmSheetProps } from './ConfirmSheet'
import './confirmSheet.css'

/** The bottom sheet of components/ConfirmSheet.tsx, loaded when a confirmation first opens. */
export default function ConfirmSheetPopup({
  visible,
  title,
  message,
  rows = [],
  children,
  note,
  confirmText,
  cancelText,
  busy,
  onConfirm,
  onCancel,
  testId,
}: ConfirmSheetProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={busy ? undefined : onCancel}
      onClose={onCancel}
      bodyClassName="confirm-sheet-popup"
      destroyOnClose
    >
      <div className="confirm-sheet" role="dialog" aria-label={title} data-testid={`${testId}-sheet`}>
        <h3 className="confirm-sheet-title">{title}</h3>
        {message && <p className="field-hint">{message}</p>}
        {rows.length > 0 && (
          <dl className="summary">
            {rows.map((row) => (
              <div
                key={row.label}
                className={row.emphasis ? 'summary-row emphasis' : 'summary-row'}
                data-testid={row.testId}
              >
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {children}
        {note && <p className="confirm-sheet-note">{note}</p>}
        <div className="confirm-actions">
          <button
            type="button"
            className="btn"
            disabled={busy}
            data-testid={`${testId}-cancel`}
            onClick={onCancel}
          >
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
    </Popup>
  )
}
