import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMPLETE_DELAY_MS, HEAD_HEIGHT, PullRefresh, pulledHeight, THRESHOLD } from './PullRefresh'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** A touch event as a phone sends it (happy-dom has no Touch constructor). */
function touch(target: Element, type: string, clientY?: number) {
  const event = new Event(type, { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'touches', { value: clientY === undefined ? [] : [{ clientY }] })
  act(() => void target.dispatchEvent(event))
  return event
}

function setup(onRefresh = vi.fn(async () => undefined)) {
  const mounts = vi.fn()
  function Child() {
    useEffect(mounts, [])
    return <p>list</p>
  }
  const view = render(
    <PullRefresh
      onRefresh={onRefresh}
      pullingText="pull"
      canReleaseText="release"
      refreshingText="loading"
      completeText="done"
    >
      <Child />
    </PullRefresh>,
  )
  const content = screen.getByText('list')
  const head = view.container.querySelector<HTMLElement>('.adm-pull-to-refresh-head')!
  return { onRefresh, mounts, content, head }
}

describe('PullRefresh', () => {
  it("paints antd-mobile's markup with the children at once, mounted once", () => {
    const { mounts, head } = setup()
    expect(head.style.height).toBe('0px')
    expect(head.textContent).toBe('')
    expect(mounts).toHaveBeenCalledTimes(1)
  })

  it('follows the finger with a rubber band, arms past the threshold and refreshes on release', async () => {
    vi.useFakeTimers()
    const { onRefresh, content, head } = setup()
    touch(content, 'touchstart', 100)
    const move = touch(content, 'touchmove', 200)
    expect(move.defaultPrevented).toBe(true)
    expect(head.style.height).toBe(`${pulledHeight(100)}px`)
    expect(head.textContent).toBe('pull')
    touch(content, 'touchmove', 400)
    expect(pulledHeight(300)).toBeGreaterThan(THRESHOLD)
    expect(head.textContent).toBe('release')
    touch(content, 'touchend')
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(head.style.height).toBe(`${HEAD_HEIGHT}px`)
    expect(head.textContent).toBe('loading')
    await act(async () => undefined)
    expect(head.textContent).toBe('done')
    await act(async () => void vi.advanceTimersByTime(COMPLETE_DELAY_MS))
    expect(head.style.height).toBe('0px')
  })

  it('springs back without refreshing when released before the threshold', () => {
    const { onRefresh, content, head } = setup()
    touch(content, 'touchstart', 100)
    touch(content, 'touchmove', 150)
    touch(content, 'touchend')
    expect(onRefresh).not.toHaveBeenCalled()
    expect(head.style.height).toBe('0px')
  })

  it('leaves an upward swipe and a page scrolled away from its top to the browser', () => {
    const { onRefresh, content, head } = setup()
    touch(content, 'touchstart', 300)
    const up = touch(content, 'touchmove', 100)
    expect(up.defaultPrevented).toBe(false)
    touch(content, 'touchend')
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(120)
    try {
      touch(content, 'touchstart', 100)
      const down = touch(content, 'touchmove', 400)
      expect(down.defaultPrevented).toBe(false)
      touch(content, 'touchend')
    } finally {
      scrollY.mockRestore()
    }
    expect(onRefresh).not.toHaveBeenCalled()
    expect(head.style.height).toBe('0px')
  })

  it('closes the head when the refresh fails (the query cache reports the error)', async () => {
    const { content, head } = setup(vi.fn(async () => Promise.reject(new Error('offline'))))
    touch(content, 'touchstart', 0)
    touch(content, 'touchmove', 400)
    touch(content, 'touchend')
    await waitFor(() => expect(head.style.height).toBe('0px'))
  })
})
