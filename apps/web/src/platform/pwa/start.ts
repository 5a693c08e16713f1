/**
 * The one PWA import of the entry (main.tsx): a few hundred bytes that, after first paint, load the
 * service worker registration (its own chunk with workbox-window) in production builds.
 */
import { afterFirstPaint } from './afterFirstPaint'

if (import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  afterFirstPaint(() => {
    import('./registerPwa')
      .then(({ registerPwa }) => registerPwa())
      .catch((error: unknown) => console.warn('[pwa] service worker registration not loaded', error))
  })
}
