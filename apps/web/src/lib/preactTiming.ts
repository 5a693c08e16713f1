import { options } from 'preact'

/**
 * Events after which a handler may act on what the last render and its effects set up (a subscription,
 * a ref, a disabled button): React flushes them before it dispatches such an event; Preact (our React,
 * see preact.config.ts) does not. Each comes before the browser changes a form control for the user,
 * so a render flushed then cannot overwrite what the user did.
 */
const RENDER_BEFORE = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'beforeinput', 'click', 'submit']

/**
 * Events the browser dispatches after it has changed a form control (the typed value, the checked box):
 * a queued render flushed then would write its older value over the user's and hand that to the handler
 * (a tab tapped just before typing cleared what was typed). Only the pending effects run before them.
 */
const EFFECTS_ONLY_BEFORE = ['input', 'change']

/** A click on a checkbox or a radio button reaches listeners after the browser has toggled it. */
function changedBeforeDispatch(event: Event) {
  const target = event.target
  return (
    event.type === 'click' && target instanceof HTMLInputElement && /^(checkbox|radio)$/.test(target.type)
  )
}

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

let pendingEffects: (() => void) | undefined
function flushEffects() {
  const flush = pendingEffects
  pendingEffects = undefined
  flush?.()
}

let queuedRenders: (() => void)[] = []
function flushRenders() {
  const renders = queuedRenders
  queuedRenders = []
  for (const render of renders) render()
}

function beforeInput(event: Event) {
  if (!changedBeforeDispatch(event)) flushRenders()
  flushEffects()
}

/**
 * React's timing on Preact, where the two differ in ways the app depends on:
 *
 * - **Renders in a task of their own.** Preact renders what a state change dirtied in a microtask, in
 *   the same task as whatever changed the state. On a first load that made one long task of an answer's
 *   arrival, zod's parse, TanStack Query's hand-out and the whole screen's render, with no break in
 *   which the browser could paint or answer a tap (Total Blocking Time, bench/lighthouse.ts). Renders
 *   are queued in a task of their own instead (a MessageChannel: no timer clamping), as React's
 *   scheduler does for updates outside a discrete event.
 * - **Renders and effects before input.** Before an input event reaches its target, the queued renders
 *   and the last render's pending effects run, as React does (the renders only before the browser has
 *   changed a form control: see RENDER_BEFORE). Without it a tap that lands between a
 *   state change and its render sees the screen before it (a second tap on a button the first one
 *   disabled), and a tap between a render and its effects reaches a component not yet subscribed to its
 *   store: TanStack Query's `useMutation` subscribes in an effect, and a payment started then would
 *   never run its per-call `onSuccess` (the navigation to the paid order). Effects still run after the
 *   next paint otherwise, so a first paint is not delayed.
 */
export function installPreactTiming(target: Window) {
  const channel = new MessageChannel()
  channel.port1.onmessage = flushRenders
  options.debounceRendering = (render) => {
    queuedRenders.push(render)
    if (queuedRenders.length === 1) channel.port2.postMessage(null)
  }
  options.requestAnimationFrame = (flush) => {
    pendingEffects = flush
    afterNextFrame(flushEffects)
  }
  for (const type of RENDER_BEFORE)
    target.addEventListener(type, beforeInput, { capture: true, passive: true })
  for (const type of EFFECTS_ONLY_BEFORE)
    target.addEventListener(type, flushEffects, { capture: true, passive: true })
}
