import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { BrowserRouter, useNavigate, useRoutes } from 'react-router'
import { setNavigator } from '../lib/navigation'
import { AppProviders } from './providers'
import { routeObjects } from './router'

/** Lets non-React code (logout, the 401 rule, wallet events) navigate with the app's router. */
function NavigatorBridge() {
  const navigate = useNavigate()
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, { replace: options?.replace ?? false }))
  }, [navigate])
  return null
}

/** The app's routes with the router bridge, under whichever router (app/prerender.tsx uses StaticRouter). */
export function AppRoutes() {
  return (
    <>
      <NavigatorBridge />
      {useRoutes(routeObjects)}
    </>
  )
}

/**
 * The declarative router (BrowserRouter + useRoutes): the app has no loaders or actions, so the data
 * router's code (createRouter, fetchers, revalidation) would only weigh on every first paint.
 */
export function App({ client }: { client?: QueryClient }) {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
