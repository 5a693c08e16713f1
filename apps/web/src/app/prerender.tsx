/**
 * Build-time entry (vite build --ssr, run by ../../prerenderShells.ts): the HTML of each route's shell,
 * the app's own first render without a session: its frame, the tab bar under the tab screens and the
 * skeleton where the screen goes (router.tsx: the screen itself renders in the browser). main.tsx
 * hydrates it with hydrateRoot, so a phone paints the screen's layout before any script has run.
 */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import type { Locale } from '@vita/shared/locale'
import { i18n } from '../lib/i18n'
import { AppRoutes } from './App'
import { AppProviders } from './providers'
import { RenderingShell, SCREEN_ON_CLIENT } from './renderingShell'
import { appRoutes } from './routes'

/** A concrete path for a route pattern (`/news/:id` → `/news/shell`): a shell shows no parameter. */
export const shellLocation = (pattern: string) => pattern.replace(/:[^/]+/g, 'shell')

/** The shell of the page at `location` in `locale`, as the inner HTML of #root. */
export async function renderShell(location: string, locale: Locale): Promise<string> {
  await i18n.changeLanguage(locale)
  const failures: unknown[] = []
  const { prelude } = await prerender(
    <StrictMode>
      <RenderingShell value={true}>
        <AppProviders>
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </RenderingShell>
    </StrictMode>,
    {
      onError(error) {
        const digest = (error as { digest?: unknown } | null)?.digest
        if (digest === SCREEN_ON_CLIENT) return SCREEN_ON_CLIENT
        failures.push(error)
        return undefined
      },
    },
  )
  if (failures.length > 0) throw new Error(`the shell of ${location} failed`, { cause: failures[0] })
  return new Response(prelude).text()
}

/** A path's shell: the route pattern it was rendered for (an alias gets its target's) and its HTML per language. */
export type RouteShell = { for: string } & Record<Locale, string>

/** Every route that shows a screen, or redirects to one, by pattern, in both languages. */
export async function renderAllShells(): Promise<Record<string, RouteShell>> {
  const shells: Record<string, RouteShell> = {}
  for (const route of appRoutes) {
    const target = route.redirectTo ? appRoutes.find((other) => other.path === route.redirectTo) : route
    if (!target?.screen) continue
    const location = shellLocation(target.path)
    shells[route.path] = {
      for: target.path,
      zh: await renderShell(location, 'zh'),
      en: await renderShell(location, 'en'),
    }
  }
  return shells
}
