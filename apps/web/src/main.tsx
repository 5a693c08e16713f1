// First: zod's settings before anything can load zod (no eval under the app's CSP).
import './lib/zodJitless'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App'
import { createQueryClient } from './app/providers'
import { preloadRoute } from './app/router'
import { startFrom } from './app/startFrom'
import { applyAppStylesheet } from './lib/appStylesheet'
import { currentLocale, followBrowserLanguage } from './lib/i18n'
import { isLoggedIn } from './platform/session/session'
import './app/styles.css'
import './platform/pwa/start'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// Before the first request and render: both speak the member's language.
followBrowserLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language])
const loggedIn = isLoggedIn()
const client = createQueryClient()
preloadRoute(window.location, loggedIn, client)
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
)
// A prerendered page only preloads the stylesheet: the app renders once it applies.
void applyAppStylesheet().then(() => {
  const start = startFrom(root.dataset, window.location, loggedIn, currentLocale())
  if (start.replaceWith) window.history.replaceState(window.history.state, '', start.replaceWith)
  // As a transition, React renders the first screen in slices that yield to the browser
  // (docs/benchmarks.md: Lighthouse TBT), instead of one blocking task.
  startTransition(() => {
    if (start.action === 'hydrate') hydrateRoot(root, app, { onRecoverableError: start.onRecoverableError })
    else createRoot(root).render(app)
  })
})
