import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextField, type TextFieldProps } from './TextField'

afterEach(cleanup)

type Shown = Omit<TextFieldProps, 'value' | 'onChange' | 'testId'> & { testId?: string }

function Field(props: Shown) {
  const [value, setValue] = useState('')
  return <TextField testId="code" value={value} onChange={setValue} {...props} />
}

/** The texts the input's aria-describedby points at, in its order. */
const descriptions = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

describe('TextField', () => {
  it('names its input by its label, and two fields on one screen each by their own', () => {
    render(
      <>
        <Field label="Invite code" />
        <Field label="Memo" testId="memo" labelHidden />
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'Invite code' })).toBe(screen.getByTestId('code'))
    // A hidden label still names its input.
    expect(screen.getByRole('textbox', { name: 'Memo' })).toBe(screen.getByTestId('memo'))
    expect(screen.getByText('Memo').className).toBe('sr-only')
  })

  it('marks the input invalid while it has an error, and describes it by the announced error', () => {
    const { rerender } = render(<Field label="Amount" hint="Available: 5" />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(input.getAttribute('aria-invalid')).toBe('false')
    expect(descriptions(input)).toEqual(['Available: 5'])
    expect(screen.queryByRole('alert')).toBeNull()

    rerender(<Field label="Amount" hint="Available: 5" error="More than available" />)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(descriptions(input)).toEqual(['More than available', 'Available: 5'])
    expect(screen.getByRole('textbox', { description: 'More than available Available: 5' })).toBe(input)
    expect(screen.getByRole('alert').textContent).toBe('More than available')
    expect(screen.getByTestId('code-error').className).toBe('field-error')
    expect(screen.getByTestId('code-hint').className).toBe('field-hint')
  })

  it('announces a warning and describes the input by it, but leaves the input valid', () => {
    render(
      <Field label="Invite code" warning="An invite code is needed" messageTestIds={{ warning: 'needed' }} />,
    )
    const input = screen.getByRole('textbox', { name: 'Invite code' })
    expect(input.getAttribute('aria-invalid')).toBe('false')
    expect(descriptions(input)).toEqual(['An invite code is needed'])
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('needed'))
    expect(screen.getByTestId('needed').className).toBe('field-hint warn')
  })

  it('describes nothing when no message shows (false, null and empty text are no message)', () => {
    render(<Field label="Note" error={false} warning={null} hint="" />)
    const input = screen.getByRole('textbox', { name: 'Note' })
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    expect(input.getAttribute('aria-invalid')).toBe('false')
  })

  it('passes the input attributes through, hands over the typed text and puts the trailing slot on its row', () => {
    const onChange = vi.fn()
    const onMax = vi.fn()
    render(
      <TextField
        label="Amount"
        testId="amount"
        value=""
        onChange={onChange}
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        placeholder="0.00"
        mono
        rowClassName="swap-box-row"
        trailing={
          <button type="button" onClick={onMax}>
            Max
          </button>
        }
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(input.getAttribute('inputmode')).toBe('decimal')
    expect(input.getAttribute('autocomplete')).toBe('off')
    expect(input.getAttribute('maxlength')).toBe('12')
    expect(input.getAttribute('placeholder')).toBe('0.00')
    expect(input.className).toBe('field-input mono')
    fireEvent.change(input, { target: { value: '1.5' } })
    expect(onChange).toHaveBeenLastCalledWith('1.5')
    const max = screen.getByRole('button', { name: 'Max' })
    expect(max.parentElement).toBe(input.parentElement)
    expect(input.parentElement?.className).toBe('field-row swap-box-row')
  })
})
