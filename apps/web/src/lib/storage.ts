/**
 * The three things the client keeps about a session (spec §3): the JWT, the member's info and the
 * wallet address it signed in with. Subscribers are told on every change, so React can re-render and
 * other tabs' changes (the `storage` event) are picked up too.
 */
import type { UserInfo } from '@vita/shared/schemas/member'

export const STORAGE_KEYS = { token: 'token', userInfo: 'userInfo', walletAddress: 'walletAddress' } as const

export type StoredSession = { token: string; userInfo: UserInfo | null; walletAddress: string | null }

type Listener = () => void
const listeners = new Set<Listener>()
let snapshot: StoredSession | null | undefined

function readUserInfo(): UserInfo | null {
  const raw = localStorage.getItem(STORAGE_KEYS.userInfo)
  if (!raw) return null
  try {
    return JSON.parse(raw) as UserInfo
  } catch {
    return null
  }
}

function read(): StoredSession | null {
  const token = localStorage.getItem(STORAGE_KEYS.token)
  if (!token) return null
  return { token, userInfo: readUserInfo(), walletAddress: localStorage.getItem(STORAGE_KEYS.walletAddress) }
}

function changed(): void {
  snapshot = undefined
  for (const listener of listeners) listener()
}

/** The stored session, or null when nobody is signed in. Stable between changes (for useSyncExternalStore). */
export function getStoredSession(): StoredSession | null {
  if (snapshot === undefined) snapshot = read()
  return snapshot
}

export function getToken(): string | null {
  return getStoredSession()?.token ?? null
}

export function saveSession(session: { token: string; userInfo: UserInfo; walletAddress: string }): void {
  localStorage.setItem(STORAGE_KEYS.token, session.token)
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(session.userInfo))
  localStorage.setItem(STORAGE_KEYS.walletAddress, session.walletAddress)
  changed()
}

export function saveUserInfo(userInfo: UserInfo): void {
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo))
  changed()
}

/** Logout (spec §4): token, userInfo, walletAddress and the whole session storage go; the locale stays. */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token)
  localStorage.removeItem(STORAGE_KEYS.userInfo)
  localStorage.removeItem(STORAGE_KEYS.walletAddress)
  sessionStorage.clear()
  changed()
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) changed()
  })
}
