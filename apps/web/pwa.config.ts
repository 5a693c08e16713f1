/**
 * The installable app: the web app manifest (zh, the app's default language, plus an English twin the
 * app links instead when it speaks English) and a Workbox service worker from vite-plugin-pwa that
 * precaches the shell and the hashed build, and never touches API answers (/app) or uploads (/uploads).
 * Registered by src/platform/pwa after first paint, with a reload prompt when a new build is waiting.
 */
import type { Plugin, PluginOption } from 'vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { MANIFEST_FILE, MANIFEST_FILE_EN } from './src/platform/pwa/manifestFiles'

/** The brand green of app/styles.css (--brand) and index.html's theme-color. */
const THEME_COLOR = '#0f6e5b'
/** The page background of index.html, shown on the splash screen while the shell loads. */
const BACKGROUND_COLOR = '#f5f6f8'

const icons: ManifestOptions['icons'] = [
  { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

/** Both languages share the identity (id, start_url, scope), so installing from either is the same app. */
export const manifestZh: Partial<ManifestOptions> = {
  id: '/',
  name: 'Vita Club 会员俱乐部',
  short_name: 'Vita Club',
  description: 'Vita Club 会员俱乐部：钱包登录、兑换、商城与会员质押',
  lang: 'zh-CN',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['finance', 'shopping'],
  icons,
}

export const manifestEn: Partial<ManifestOptions> = {
  ...manifestZh,
  name: 'Vita Club',
  description: 'Vita Club members’ club: wallet sign-in, swap, shop and member staking',
  lang: 'en',
}

/** Paths the service worker must leave to the network: the API, uploaded files, and any file by name. */
export const NETWORK_ONLY_NAVIGATIONS = [/^\/app(?:[/?]|$)/, /^\/uploads\//, /\/[^/?]+\.[^/?]+(?:\?|$)/]

/** Emits the English manifest beside the Chinese one vite-plugin-pwa writes (same fields, English texts). */
function englishManifest(): Plugin {
  return {
    name: 'vita-pwa-english-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE_EN, source: JSON.stringify(manifestEn) })
    },
  }
}

export function pwa(): PluginOption {
  return [
    englishManifest(),
    VitePWA({
      strategies: 'generateSW',
      // The member decides when to reload into a new build (src/platform/pwa/updatePrompt.ts).
      registerType: 'prompt',
      // Registered from src/platform/pwa after first paint, not by a script in index.html.
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: MANIFEST_FILE,
      manifest: manifestZh,
      // The globs below already take the icons (and vite-plugin-pwa adds its manifest itself).
      includeAssets: [],
      includeManifestIcons: false,
      workbox: {
        // The shell, every built file and the English manifest; the precompressed twins (.br/.gz),
        // Vite's build manifest (.vite/) and the service worker itself stay out.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}', MANIFEST_FILE_EN],
        globIgnores: ['.vite/**'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: NETWORK_ONLY_NAVIGATIONS,
        // No runtimeCaching: API answers and uploads are never cached, they always go to the network.
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
    }),
  ]
}
