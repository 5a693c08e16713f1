import type { Locale } from '@vita/shared/locale'
import { findRoute, guardNavigation, type Place } from './guards'
import { SCREEN_ON_CLIENT } from './renderingShell'

export type Start =
  | { action: 'hydrate'; replaceWith?: string; onRecoverableError: (error: unknown) => void }
  | { action: 'render'; replaceWith?: undefined }

/** What the API wrote on #root with a route's prerendered shell (apps/api/…/routePreloads.ts). */
export type ShellMark = { shell?: string; shellLocale?: string }

/**
 * Hydrate the prerendered shell (app/prerender.tsx) only when the app's first render is that shell: it
 * was rendered for the route the app will show (after an alias's redirect, which is applied to the URL
 * first so the router starts there) and in the member's language, and the guards let the page be
 * (a visitor on a member page is sent to /login: that page is rendered afresh). Otherwise render from
 * scratch, which replaces whatever #root holds.
 */
export function startFrom(mark: ShellMark, place: Place, loggedIn: boolean, locale: Locale): Start {
  if (!mark.shell || mark.shellLocale !== locale) return { action: 'render' }
  const decision = guardNavigation(place, loggedIn)
  const aliasTarget =
    decision.action === 'redirect' && findRoute(place.pathname)?.redirectTo ? decision.to : undefined
  if (decision.action === 'redirect' && !aliasTarget) return { action: 'render' }
  const shown = aliasTarget ? new URL(aliasTarget, 'http://app.invalid') : place
  const route = findRoute(shown.pathname)
  if (route?.path !== mark.shell) return { action: 'render' }
  // The shown page must pass the guards itself (an alias of a member page, for a visitor).
  if (aliasTarget && guardNavigation(shown, loggedIn).action === 'redirect') return { action: 'render' }
  return { action: 'hydrate', replaceWith: aliasTarget, onRecoverableError: recoverableError }
}

/**
 * React's report of a hydration it had to recover from: the screen left to the client by design
 * (router.tsx ScreenOnClient) is expected; anything else is a bug worth the console.
 */
function recoverableError(error: unknown): void {
  const digest = (error as { digest?: unknown } | null)?.digest
  if (digest === SCREEN_ON_CLIENT) return
  console.error(error)
}
