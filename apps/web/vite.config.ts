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
  // antd-mobile and react-router are hoisted next to an older React at the repo root; one React only.
  resolve: { dedupe: ['react', 'react-dom', 'react/jsx-runtime'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { manualChunks: vendorChunk } },
  },
  server: {
    port: 5173,
    proxy: { '/app': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/app': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
})
