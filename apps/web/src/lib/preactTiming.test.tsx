import { cleanup, render } from '@testing-library/react'
import { useEffect, useRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

// The setup file (lib/testing/setup.ts) installs it for every web test, as main.tsx does for the app.

let bump: () => void = () => undefined

/** A button whose handler needs what the effect of the last render set up, as useMutation needs its subscription. */
function Subscribed({ log }: { log: string[] }) {
  const [version, setVersion] = useState(1)
  const subscribed = useRef(0)
  bump = () => setVersion((current) => current + 1)
  useEffect(() => {
    subscribed.current = version
    log.push(`effect ${version}`)
  }, [log, version])
  const report = (what: string) => () =>
    log.push(`${what} ${subscribed.current === version ? 'after' : 'before'} the effect`)
  return (
    <>
      <button type="button" onClick={report('click')}>
        {`go ${version}`}
      </button>
      <input aria-label="field" onKeyDown={report('key')} />
    </>
  )
}

/** A task queued behind what is queued now (a render queued through its MessageChannel included). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

/**
 * A re-render outside act (as after a fetch): not in the microtasks of the change, but in the next task;
 * its effects pending until the next frame.
 */
async function rerenderOutsideAct() {
  const button = document.querySelector('button')!
  const next = `go ${Number(button.textContent?.slice(3)) + 1}`
  bump()
  for (let i = 0; i < 100; i += 1) await Promise.resolve()
  expect(button.textContent).not.toBe(next)
  await nextTask()
  expect(button.textContent).toBe(next)
}

describe('installPreactTiming', () => {
  afterEach(cleanup)

  it('runs the pending effects before a click that comes before the next frame', async () => {
    const log: string[] = []
    const { getByRole } = render(<Subscribed log={log} />)
    await rerenderOutsideAct()
    expect(log).toEqual(['effect 1'])
    getByRole('button').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(log).toEqual(['effect 1', 'effect 2', 'click after the effect'])
  })

  it('before a key too, and after the next frame without any event', async () => {
    const log: string[] = []
    const { getByRole } = render(<Subscribed log={log} />)
    await rerenderOutsideAct()
    getByRole('textbox').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }))
    expect(log).toEqual(['effect 1', 'effect 2', 'key after the effect'])
    await rerenderOutsideAct()
    expect(log).toHaveLength(3)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(log).toEqual(['effect 1', 'effect 2', 'key after the effect', 'effect 3'])
  })

  it('renders a change queued before a click, and its effects, before the click reaches its target', async () => {
    const log: string[] = []
    const { getByRole } = render(<Subscribed log={log} />)
    await rerenderOutsideAct()
    bump()
    expect(getByRole('button').textContent).toBe('go 2')
    getByRole('button').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(getByRole('button').textContent).toBe('go 3')
    expect(log).toEqual(['effect 1', 'effect 2', 'effect 3', 'click after the effect'])
  })
})

let clear: () => void = () => undefined

/** A controlled field whose value something else may clear, as /swap's side tabs clear its amount. */
function Controlled({ typed }: { typed: string[] }) {
  const [text, setText] = useState('100')
  clear = () => setText('')
  return (
    <input
      aria-label="amount"
      value={text}
      onInput={(event) => {
        typed.push(event.currentTarget.value)
        setText(event.currentTarget.value)
      }}
    />
  )
}

/** What a browser does when a user types over a field: beforeinput, the field's new value, then input. */
function typeOver(field: HTMLInputElement, value: string) {
  field.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true, data: value }))
  field.value = value
  field.dispatchEvent(new InputEvent('input', { bubbles: true, data: value }))
}

describe('installPreactTiming and what the browser changed before an event', () => {
  afterEach(cleanup)

  it('keeps what was typed into a field whose queued render clears it (a tab tapped just before typing)', async () => {
    const typed: string[] = []
    const { getByRole } = render(<Controlled typed={typed} />)
    const field = getByRole('textbox') as HTMLInputElement
    clear()
    typeOver(field, '250')
    expect(typed).toEqual(['250'])
    await nextTask()
    expect(field.value).toBe('250')
  })

  it('keeps a value set without beforeinput (autofill) over a queued render', async () => {
    const typed: string[] = []
    const { getByRole } = render(<Controlled typed={typed} />)
    const field = getByRole('textbox') as HTMLInputElement
    clear()
    field.value = '7'
    field.dispatchEvent(new InputEvent('input', { bubbles: true, data: '7' }))
    expect(typed).toEqual(['7'])
    await nextTask()
    expect(field.value).toBe('7')
  })

  it('keeps the state a click gave a checkbox over a queued render', async () => {
    let rerender: () => void = () => undefined
    const seen: boolean[] = []
    function Box() {
      const [checked, set] = useState(false)
      const [, setVersion] = useState(0)
      rerender = () => setVersion((version) => version + 1)
      return (
        <input
          type="checkbox"
          aria-label="agree"
          checked={checked}
          onClick={(event) => {
            seen.push(event.currentTarget.checked)
            set(event.currentTarget.checked)
          }}
        />
      )
    }
    const { getByRole } = render(<Box />)
    const box = getByRole('checkbox') as HTMLInputElement
    rerender()
    box.click()
    expect(seen).toEqual([true])
    await nextTask()
    expect(box.checked).toBe(true)
  })
})
