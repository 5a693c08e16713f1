/** The two web app manifests the build writes (pwa.config.ts): Chinese, the default, and English. */
export const MANIFEST_FILE = 'manifest.webmanifest'
export const MANIFEST_FILE_EN = 'manifest.en.webmanifest'
