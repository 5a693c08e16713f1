/**
 * The one PWA import of the entry (main.tsx): a few hundred bytes that, once the screen has settled,
 * load the service worker registration (its own chunk with workbox-window) in production builds.
 */
import { afterPageLoad, SETTLE_MS } from '../../lib/afterPageLoad'

if (import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  afterPageLoad(() => {
    import('./registerPwa')
      .then(({ registerPwa }) => registerPwa())
      .catch((error: unknown) => console.warn('[pwa] service worker registration not loaded', error))
  }, SETTLE_MS)
}
