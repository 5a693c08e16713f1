import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { startServer } from './server'

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

describe('startServer', () => {
  it('listens only once beforeJobs is done: nobody is served while the living demo seeds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vita-server-'))
    const port = await freePort()
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: String(port),
      JWT_SECRET: 'server-test-secret-'.padEnd(40, 'x'),
      DEMO_DATA: 'off',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
    })
    const seen: { refused: boolean; injected: number }[] = []
    const server = await startServer(config, {
      modules: [],
      beforeJobs: async ({ app, genesisInviteCode }) => {
        // The seed goes through app.inject; a browser at the port finds nothing yet.
        const refused = await fetch(`http://127.0.0.1:${port}/app/config`).then(
          () => false,
          () => true,
        )
        const injected = await app.inject({ method: 'GET', url: '/app/config' })
        seen.push({ refused: refused && !app.server.listening, injected: injected.statusCode })
        expect(genesisInviteCode).toMatch(/^[A-Z0-9]{6,}$/)
      },
    })
    try {
      // No module here: the app answers its not-found envelope, over inject before and HTTP after.
      expect(seen).toEqual([{ refused: true, injected: 404 }])
      expect((await fetch(`http://127.0.0.1:${port}/app/config`)).status).toBe(404)
      expect(server.genesisInviteCode).toMatch(/^[A-Z0-9]{6,}$/)
    } finally {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
