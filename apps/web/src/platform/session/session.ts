/**
 * The member's session (spec §4): the stored login, the token monitor and logout. Loaded with the
 * entry, so its texts are registered here.
 */
import { useSyncExternalStore } from 'react'
import type { UserInfo } from '@vita/shared/schemas/member'
import { currentPlace, navigateTo } from '../../lib/navigation'
import { showToast } from '../../lib/notify'
import {
  clearSession,
  getStoredSession,
  getToken,
  saveSession,
  subscribeSession,
  type StoredSession,
} from '../../lib/storage'
import { i18n, registerTexts } from '../../lib/i18n'
import { sessionEn } from './locales/en'
import { sessionZh } from './locales/zh'
import { logoutSession } from './logoutSession'
import { createTokenMonitor } from './tokenMonitor'

registerTexts(sessionZh, sessionEn)

/** The stored login (token plus userInfo, spec §6), re-rendering on every change. */
export function useSession(): StoredSession | null {
  // Hydrating a prerendered shell reads the same stored session (main.tsx hydrates only where the
  // guards let the page be, so the first render matches the shell).
  return useSyncExternalStore(subscribeSession, getStoredSession, getStoredSession)
}

export function isLoggedIn(session: StoredSession | null = getStoredSession()): boolean {
  return session !== null && session.userInfo !== null
}

const monitor = createTokenMonitor({
  getToken,
  onExpired: () => logout({ message: i18n.t('session.expired') }),
  onExpiring: () => showToast(i18n.t('session.expiringSoon')),
})

/** Starts the token monitor when the app starts with a stored login. */
export function startSessionMonitor(): void {
  if (getToken()) monitor.start()
}

const afterLogoutHooks = new Set<() => void>()
/** E.g. the query cache drops everything the previous member loaded. */
export function onLoggedOut(hook: () => void): () => void {
  afterLogoutHooks.add(hook)
  return () => afterLogoutHooks.delete(hook)
}

/** Stores a fresh login and starts watching its token. */
export function startSession(session: { token: string; userInfo: UserInfo; walletAddress: string }): void {
  saveSession(session)
  monitor.start()
}

/** The screens where the member signs in; logout does not send them "back" to themselves. */
function onLoginScreen(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/invite/')
}

/**
 * Spec §4: stop the monitor, forget token, userInfo, walletAddress and session storage, go to
 * /login with the current page as redirect (unless already there).
 */
export function logout(options: { message?: string; callApi?: boolean } = {}): void {
  monitor.stop()
  if (options.callApi !== false && getToken()) void logoutSession().catch(() => undefined)
  clearSession()
  for (const hook of afterLogoutHooks) hook()
  if (options.message) showToast(options.message)
  const place = currentPlace()
  if (onLoginScreen(place.pathname)) return
  const redirect = `${place.pathname}${place.search}${place.hash}`
  navigateTo(`/login?${new URLSearchParams({ redirect }).toString()}`, { replace: true })
}
