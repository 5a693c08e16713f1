import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

type PassedToInput = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'spellCheck'
  | 'maxLength'
  | 'placeholder'
  | 'disabled'
>

export type TextFieldProps = PassedToInput & {
  /** What the field asks for, tied to the input. */
  label: ReactNode
  /** The label is for screen readers only: the screen already shows the words (a heading, a placeholder). */
  labelHidden?: boolean
  value: string
  /** The text as typed; the caller cleans it (digits only, trimmed, …). */
  onChange: (text: string) => void
  onBlur?: () => void
  /** The input's test id; its messages get `${testId}-error`, `-warning`, `-hint` unless renamed here. */
  testId: string
  /** Why the value is refused: marks the input invalid and is announced. */
  error?: ReactNode
  /** A caution in the warning colour, announced; unlike an error it leaves the input valid. */
  warning?: ReactNode
  hint?: ReactNode
  /** Test ids the screens' tests and e2e already use for these messages. */
  messageTestIds?: { error?: string; warning?: string; hint?: string }
  /** Beside the input on its row: a Max or Apply button, a token's symbol. */
  trailing?: ReactNode
  /** Added to the row that holds the input and `trailing`. */
  rowClassName?: string
  /** The input's look, instead of the house's `field-input`. */
  inputClassName?: string
  /** Monospace, for codes, UUIDs and addresses. */
  mono?: boolean
  /** Under the messages: an action about the field (e.g. "use my wallet"). */
  children?: ReactNode
}

/**
 * A labelled text input with its error, warning and hint, each tied to the input (`aria-describedby`).
 * A native input, so e2e tools and wallet in-app browsers can type into it directly.
 */
export function TextField({
  label,
  labelHidden = false,
  value,
  onChange,
  onBlur,
  testId,
  error,
  warning,
  hint,
  messageTestIds,
  trailing,
  rowClassName,
  inputClassName = 'field-input',
  mono = false,
  children,
  ...passed
}: TextFieldProps) {
  const id = useId()
  const messages = [
    { kind: 'error', text: error, className: 'field-error', announced: true },
    { kind: 'warning', text: warning, className: 'field-hint warn', announced: true },
    { kind: 'hint', text: hint, className: 'field-hint', announced: false },
  ] as const
  const visible = messages.filter((message) => Boolean(message.text))
  const describedBy = visible.map((message) => `${id}-${message.kind}`).join(' ')
  const input = (
    <input
      {...passed}
      id={id}
      className={mono ? `${inputClassName} mono` : inputClassName}
      data-testid={testId}
      value={value}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy || undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  )
  return (
    <div className="field">
      <label className={labelHidden ? 'sr-only' : 'field-label'} htmlFor={id}>
        {label}
      </label>
      {trailing ? (
        <div className={rowClassName ? `field-row ${rowClassName}` : 'field-row'}>
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
      {visible.map((message) => (
        <p
          key={message.kind}
          id={`${id}-${message.kind}`}
          className={message.className}
          role={message.announced ? 'alert' : undefined}
          data-testid={messageTestIds?.[message.kind] ?? `${testId}-${message.kind}`}
        >
          {message.text}
        </p>
      ))}
      {children}
    </div>
  )
}
