// First: zod's settings before anything can load zod (no eval under the app's CSP).
import './lib/zodJitless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { preloadRoute } from './app/router'
import { isLoggedIn } from './platform/session/session'
import './app/styles.css'
import './platform/pwa/start'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
preloadRoute(window.location, isLoggedIn())
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
