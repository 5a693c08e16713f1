// First: zod's settings before anything can load zod (no eval under the app's CSP).
import './lib/zodJitless'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { installEffectsBeforeInput } from './lib/effectsBeforeInput'
import { preloadRoute } from './app/router'
import { isLoggedIn } from './platform/session/session'
import './app/styles.css'
import './platform/pwa/start'

installEffectsBeforeInput(window)
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
preloadRoute(window.location, isLoggedIn())
// A transition: React renders the first screen in slices that yield to the browser between them, not in
// one long task that blocks input (and Total Blocking Time) while a screen of cards and lists mounts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
