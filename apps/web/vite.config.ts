import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

/** Vendor groups: React and the router are needed by every screen; wallet code only once config is loaded. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react'
  if (id.includes('node_modules/react-router')) return 'router'
  if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n'
  return undefined
}

export default defineConfig({
  plugins: [react()],
  // Guard against a second React copy sneaking in through a dependency's own node_modules.
  resolve: { dedupe: ['react', 'react-dom', 'react/jsx-runtime'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-initial-js.ts follows the manifest's static imports to measure what /login loads first
    manifest: true,
    target: 'es2022',
    rolldownOptions: { output: { manualChunks: vendorChunk } },
  },
  server: {
    port: 5173,
    proxy: {
      '/app': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/uploads': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/app': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/uploads': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
})
