/**
 * Registers the service worker (vite-plugin-pwa's `virtual:pwa-register`, with workbox-window) in its
 * own chunk, loaded by start.ts after first paint. The prompt and antd-mobile load only when a new
 * version is waiting.
 */
import { registerSW } from 'virtual:pwa-register'
import { i18n } from '../../lib/i18n'
import { linkManifestInLanguage } from './manifestLink'
import { createUpdateFlow, watchForUpdates } from './updateFlow'

export function registerPwa(): void {
  linkManifestInLanguage(document, i18n)
  const flow = createUpdateFlow({
    ask: () => import('./updatePrompt').then(({ askToReload }) => askToReload()),
    update: () => updateServiceWorker(true),
  })
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => void flow.onNeedRefresh(),
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration)
    },
    onRegisterError: (error: unknown) => console.warn('[pwa] service worker not registered', error),
  })
}
