import { use, useEffect, useLayoutEffect } from 'react'
import { Navigate, Outlet, useLocation, useNavigationType } from 'react-router'
import { OfflineBanner } from '../components/OfflineBanner'
import { isLoggedIn, useSession } from '../platform/session/session'
import { guardNavigation, scrollOnNavigate } from './guards'
import { RenderingShell } from './renderingShell'

/** Scroll positions per history entry, to return to them on back/forward. */
const savedPositions = new Map<string, number>()

function useScrollRule(): void {
  const location = useLocation()
  const navigationType = useNavigationType()
  useLayoutEffect(() => {
    const decision = scrollOnNavigate(navigationType, savedPositions.get(location.key), location.hash)
    if (decision.action === 'top') window.scrollTo(0, 0)
    else if (decision.action === 'restore') window.scrollTo(0, decision.y)
  }, [location.key, location.hash, navigationType])
  useEffect(() => {
    const key = location.key
    const save = () => savedPositions.set(key, window.scrollY)
    window.addEventListener('scroll', save, { passive: true })
    return () => {
      save()
      window.removeEventListener('scroll', save)
    }
  }, [location.key])
}

/**
 * Applies the guard rules (auth → /login?redirect=…, logged-in on /login → /, aliases) to every path,
 * and says so above every screen while the browser is offline.
 */
export function RootLayout() {
  const location = useLocation()
  const session = useSession()
  useScrollRule()
  const decision = guardNavigation(location, isLoggedIn(session))
  // A shell is rendered without a session: main.tsx hydrates it only where the guards let the page be.
  if (decision.action === 'redirect' && !use(RenderingShell)) return <Navigate to={decision.to} replace />
  return (
    <>
      <OfflineBanner />
      <Outlet />
    </>
  )
}
