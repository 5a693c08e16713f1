import { options } from 'preact'

/**
 * Events after which a handler may act on what an effect set up (a subscription, a ref): React flushes
 * the passive effects of its last render before it dispatches such an event; Preact (our React, see
 * preact.config.ts) runs them after the next frame and does not.
 */
const INPUT_EVENTS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'click',
  'input',
  'change',
  'submit',
]

/** The frame after the next paint, as Preact schedules effects: an animation frame, or 35 ms if none comes. */
function afterNextFrame(callback: () => void) {
  const done = () => {
    clearTimeout(timeout)
    cancelAnimationFrame(frame)
    setTimeout(callback)
  }
  const timeout = setTimeout(done, 35)
  const frame = requestAnimationFrame(done)
}

let pending: (() => void) | undefined
function flushPending() {
  const flush = pending
  pending = undefined
  flush?.()
}

/**
 * Runs Preact's pending effects before the target handles an input event, as React does. Without it a tap
 * that lands between a render and its effects reaches a component not yet subscribed to its store:
 * TanStack Query's `useMutation` subscribes in an effect, and a payment started then would never run its
 * per-call `onSuccess` (the navigation to the paid order). The effects still run after the next paint
 * otherwise, so a first paint is not delayed.
 */
export function installEffectsBeforeInput(target: Window) {
  options.requestAnimationFrame = (flush) => {
    pending = flush
    afterNextFrame(flushPending)
  }
  for (const type of INPUT_EVENTS)
    target.addEventListener(type, flushPending, { capture: true, passive: true })
}
