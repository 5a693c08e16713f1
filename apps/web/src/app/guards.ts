/** Navigation rules of spec §2, as pure functions of the route table. */
import { matchPath } from 'react-router'
import { appRoutes, HOME_PATH, LOGIN_PATH, type AppRoute } from './routes'

export type Place = { pathname: string; search?: string; hash?: string }

/** The table entry for a pathname; `undefined` means no such path (the catch-all not-found page). */
export function findRoute(pathname: string, routes: readonly AppRoute[] = appRoutes): AppRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null)
}

export function fullPath(place: Place): string {
  return `${place.pathname}${place.search ?? ''}${place.hash ?? ''}`
}

export function loginPathFor(place: Place): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: fullPath(place) }).toString()}`
}

export type GuardDecision = { action: 'render' } | { action: 'redirect'; to: string }

/**
 * - an auth route without a stored login → `/login?redirect=<full path>`
 * - a logged-in member on /login (or an invite link) → `/` (or its `redirect` target)
 * - an alias → its target, keeping the query and hash
 */
export function guardNavigation(
  place: Place,
  isLoggedIn: boolean,
  routes: readonly AppRoute[] = appRoutes,
): GuardDecision {
  const route = findRoute(place.pathname, routes)
  if (!route) return { action: 'render' }
  if (route.redirectTo) {
    return { action: 'redirect', to: `${route.redirectTo}${place.search ?? ''}${place.hash ?? ''}` }
  }
  if (route.auth && !isLoggedIn) return { action: 'redirect', to: loginPathFor(place) }
  // Home, or the pending redirect target: the login screen's own navigation and this rule then agree.
  if (route.guestOnly && isLoggedIn)
    return { action: 'redirect', to: redirectTarget(place.search ?? '', routes) }
  return { action: 'render' }
}

/**
 * Where to go after signing in: the `redirect` parameter when it is a path inside this app (never
 * another origin, never back to the login screens), otherwise home.
 */
export function redirectTarget(search: string, routes: readonly AppRoute[] = appRoutes): string {
  const wanted = new URLSearchParams(search).get('redirect')
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.includes('\\')) return HOME_PATH
  let url: URL
  try {
    url = new URL(wanted, 'http://app.invalid')
  } catch {
    return HOME_PATH
  }
  if (url.origin !== 'http://app.invalid') return HOME_PATH
  if (findRoute(url.pathname, routes)?.guestOnly) return HOME_PATH
  return `${url.pathname}${url.search}${url.hash}`
}

export type ScrollDecision = { action: 'top' } | { action: 'restore'; y: number } | { action: 'keep' }

/**
 * Scroll to top on every navigation unless returning (back/forward) to a position saved for that
 * history entry. Hash links keep the browser's own anchor scrolling.
 */
export function scrollOnNavigate(
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
  savedY: number | undefined,
  hash: string,
): ScrollDecision {
  if (navigationType === 'POP' && savedY !== undefined) return { action: 'restore', y: savedY }
  if (hash) return { action: 'keep' }
  return { action: 'top' }
}
