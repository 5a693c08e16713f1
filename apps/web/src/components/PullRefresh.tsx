import 'antd-mobile/es/components/pull-to-refresh/pull-to-refresh.css'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { registerTexts } from '../lib/i18n'
import { componentsEn } from './locales/en'
import { componentsZh } from './locales/zh'

registerTexts(componentsZh, componentsEn)

type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete'

type PullRefreshProps = {
  onRefresh: () => Promise<unknown>
  pullingText?: ReactNode
  canReleaseText?: ReactNode
  refreshingText?: ReactNode
  completeText?: ReactNode
  children?: ReactNode
}

/** antd-mobile's defaults: the head's height while refreshing, the pull that arms a refresh, the pause on "done". */
export const HEAD_HEIGHT = 40
export const THRESHOLD = 60
export const COMPLETE_DELAY_MS = 500

/** antd-mobile's rubber band (bounds 0..0, dimension 5 heads, constant 0.5): the head follows the finger ever more slowly. */
export function pulledHeight(distance: number): number {
  if (distance <= 0) return 0
  const dimension = HEAD_HEIGHT * 5
  const constant = 0.5
  return Math.round((distance * dimension * constant) / (dimension + constant * distance))
}

/** Whether the page or a scrolled box between the touch and the list is away from its top (then the finger scrolls). */
function scrolledAway(target: EventTarget | null, root: HTMLElement): boolean {
  if (window.scrollY > 0 || document.documentElement.scrollTop > 0) return true
  for (
    let node = target instanceof Element ? target : null;
    node && node !== root;
    node = node.parentElement
  ) {
    if (node.scrollTop > 0) return true
  }
  return false
}

/**
 * Pull down to refresh, with antd-mobile's PullToRefresh markup, stylesheet, texts and feel (40 px head,
 * 60 px to arm, rubber band, 500 ms on "done") on plain touch events and a CSS transition. antd-mobile's
 * own pulls react-spring and @use-gesture (~22 KiB brotli) into the first paint, or, loaded after it,
 * replaces the wrapper: React then mounts the whole screen under it a second time, and queries still in
 * flight are cancelled and asked again.
 */
export function PullRefresh(props: PullRefreshProps) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<PullStatus>('pulling')
  const [height, setHeight] = useState(0)
  const [dragging, setDragging] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const latest = useRef({ status, onRefresh: props.onRefresh })
  latest.current = { status, onRefresh: props.onRefresh }

  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    let drag: { startY: number; pulling: boolean } | null = null
    let alive = true
    const refresh = async () => {
      setStatus('refreshing')
      setHeight(HEAD_HEIGHT)
      try {
        await latest.current.onRefresh()
        if (!alive) return
        setStatus('complete')
        await new Promise((resolve) => setTimeout(resolve, COMPLETE_DELAY_MS))
      } catch {
        // The query cache reports a failed refetch itself (lib/notify); the head just closes.
      }
      if (!alive) return
      setHeight(0)
      setStatus('pulling')
    }
    const onStart = (event: TouchEvent) => {
      const busy = latest.current.status === 'refreshing' || latest.current.status === 'complete'
      const touch = event.touches[0]
      drag = !busy && event.touches.length === 1 && touch ? { startY: touch.clientY, pulling: false } : null
    }
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!drag || !touch) return
      const distance = touch.clientY - drag.startY
      if (!drag.pulling) {
        // Only a pull that starts downwards at the top of the page; anything else scrolls as usual.
        if (distance <= 0 || scrolledAway(event.target, root)) {
          drag = null
          return
        }
        drag.pulling = true
        setDragging(true)
      }
      if (event.cancelable) event.preventDefault()
      const next = pulledHeight(distance)
      setHeight(next)
      setStatus(next > THRESHOLD ? 'canRelease' : 'pulling')
    }
    const onEnd = () => {
      const pulled = drag?.pulling === true
      drag = null
      if (!pulled) return
      setDragging(false)
      if (latest.current.status === 'canRelease') void refresh()
      else setHeight(0)
    }
    root.addEventListener('touchstart', onStart, { passive: true })
    // Not passive: a pull must stop the page's own overscroll.
    root.addEventListener('touchmove', onMove, { passive: false })
    root.addEventListener('touchend', onEnd)
    root.addEventListener('touchcancel', onEnd)
    return () => {
      alive = false
      root.removeEventListener('touchstart', onStart)
      root.removeEventListener('touchmove', onMove)
      root.removeEventListener('touchend', onEnd)
      root.removeEventListener('touchcancel', onEnd)
    }
  }, [])

  const text = {
    pulling: props.pullingText ?? t('pull.idle'),
    canRelease: props.canReleaseText ?? t('pull.canRelease'),
    refreshing: props.refreshingText ?? t('pull.refreshing'),
    complete: props.completeText ?? t('pull.complete'),
  }[status]
  return (
    <div className="adm-pull-to-refresh" ref={rootRef}>
      <div
        className="adm-pull-to-refresh-head"
        style={{ height, transition: dragging ? 'none' : 'height 0.3s ease-out' }}
        aria-live="polite"
      >
        <div className="adm-pull-to-refresh-head-content" style={{ height: HEAD_HEIGHT }}>
          {height > 0 ? text : null}
        </div>
      </div>
      <div className="adm-pull-to-refresh-content">{props.children}</div>
    </div>
  )
}
