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
