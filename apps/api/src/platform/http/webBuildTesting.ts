/** Tests of the web layer: a built web app in a temporary folder, served by webAndNotFoundLayer alone. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { webAndNotFoundLayer } from './webAndNotFound'

/** A file of the build; text files also get their .br and .gz, as apps/web/vite.config.ts writes them. */
export type BuiltFile = { body: string | Buffer; compressed?: boolean }

export type ServedWebBuild = { app: FastifyInstance; close(): Promise<void> }

export async function serveWebBuild(files: Record<string, BuiltFile>): Promise<ServedWebBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'vita-web-'))
  for (const [file, { body, compressed = true }] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), body)
    if (!compressed) continue
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(body))
    writeFileSync(join(dir, `${file}.gz`), gzipSync(body))
  }
  const app = Fastify()
  await app.register(webAndNotFoundLayer, { webDistDir: dir })
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
