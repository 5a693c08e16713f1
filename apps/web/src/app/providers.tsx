import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterPageLoad, SETTLE_MS } from '../lib/afterPageLoad'
import { isHttpError } from '../lib/httpError'
import { i18n } from '../lib/i18n'
import { reportError, setSessionEndedHandler } from '../lib/notify'
import { isLoggedIn, logout, onLoggedOut, startSessionMonitor, useSession } from '../platform/session/session'

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller shows its own error (e.g. the login screen). */
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // 4xx answers will not change on retry; network hiccups and 5xx get two more tries.
  if (isHttpError(error) && (error.failure.kind === 'envelope' || error.failure.kind === 'status')) {
    const status = error.failure.status
    if (status < 500 && status !== 0) return false
  }
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => void (query.meta?.silent || reportError(error)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => void (mutation.meta?.silent || reportError(error)),
    }),
    defaultOptions: {
      // Back online, every query on screen is asked again, fresh or not: what it shows may be from before.
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        refetchOnReconnect: 'always',
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  })
}

/**
 * While logged in, watch the wallet (account change, disconnect, chain). The wallet code (~40 KiB) loads
 * once the screen has settled, not in competition with its first paint: a wallet that changed meanwhile
 * is still caught, as the watcher compares the wallet's current account with the session's on start.
 */
function WalletSessionBridge({ client }: { client: QueryClient }) {
  const loggedIn = isLoggedIn(useSession())
  useEffect(() => {
    if (!loggedIn) return
    let stop: (() => void) | null = null
    let cancelled = false
    const cancelStart = afterPageLoad(() => {
      import('../platform/session/watchWalletSession')
        .then((module) => module.watchWalletSession(client))
        .then((unwatch) => {
          if (cancelled) unwatch()
          else stop = unwatch
        })
        .catch(() => undefined)
    }, SETTLE_MS)
    return () => {
      cancelled = true
      cancelStart()
      stop?.()
    }
  }, [loggedIn, client])
  return null
}

/** `client`: the one main.tsx made for the route loaders (app/screenData.ts); a new one otherwise. */
export function AppProviders({ children, client: given }: { children: ReactNode; client?: QueryClient }) {
  const [client] = useState(() => given ?? createQueryClient())
  useEffect(() => {
    // 401 anywhere (spec §8): the notice is shown by reportError; end the session here.
    setSessionEndedHandler(() => {
      if (isLoggedIn()) logout({ callApi: false })
    })
    const off = onLoggedOut(() => client.clear())
    startSessionMonitor()
    return off
  }, [client])
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <WalletSessionBridge client={client} />
        {children}
      </I18nextProvider>
    </QueryClientProvider>
  )
}
