// First: zod's settings before anything can load zod (no eval under the app's CSP).
import './lib/zodJitless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { installPreactTiming } from './lib/preactTiming'
import { preloadRoute } from './app/router'
import { isLoggedIn } from './platform/session/session'
import './app/styles.css'
import './platform/pwa/start'

installPreactTiming(window)
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
preloadRoute(window.location, isLoggedIn())
// The first render is synchronous (the loading screen); what the screen renders as its chunks and data
// arrive renders in tasks of their own (lib/preactTiming.ts).
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
