import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { UploadedImageView } from '@vita/shared/schemas/uploads'
import { body, createTestApp, type TestApp } from '../../../app/testApp'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { signUpMember, type TestMember } from '../../assets/assetsTesting'
import { findMemberUploads } from '../findMemberUploads'
import { uploads } from '../tables'
import { jpegWithExif, multipartBody, png } from '../uploadsTesting'

const MAX_BYTES = 200_000

describe.each(testDatabaseKinds)('POST /app/uploads and GET /uploads/<key> (%s)', (kind) => {
  let t: TestApp
  let dataDir: string
  let alice: TestMember
  let bob: TestMember
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vita-uploads-'))
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) } })
    alice = await signUpMember(t)
    bob = await signUpMember(t)
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const upload = (
    file: Parameters<typeof multipartBody>[0],
    member: TestMember | null = alice,
    extraHeaders: Record<string, string> = {},
  ) => {
    const { payload, headers } = multipartBody(file)
    return t.app.inject({
      method: 'POST',
      url: '/app/uploads',
      payload,
      headers: { ...headers, ...(member ? member.auth : {}), ...extraHeaders },
    })
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('stores a JPEG with EXIF as an upright WebP without metadata, and records the member’s row', async () => {
    const response = await upload({
      name: 'photo.jpg',
      type: 'image/jpeg',
      content: await jpegWithExif(300, 200),
    })
    expect(response.statusCode).toBe(200)
    const image = body<UploadedImageView>(response).data
    expect(image).toMatchObject({ width: 200, height: 300 })
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/)
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, image.id))
    expect(row).toMatchObject({ memberId: alice.id, mimeType: 'image/webp', width: 200, height: 300 })
    const stored = await readFile(join(t.config.uploadsDir, row!.storageKey))
    expect(row!.bytes).toBe(stored.length)
    const metadata = await sharp(stored).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.exif).toBeUndefined()
    expect(stored.includes('Alice Example')).toBe(false)
    // No temporary file is left beside it.
    expect((await readdir(t.config.uploadsDir)).filter((name) => name.startsWith('.'))).toEqual([])
  })

  it('serves the stored file as image/webp, immutable for a year, nosniff, with its hash as ETag', async () => {
    const image = body<UploadedImageView>(
      await upload({ name: 'a.png', type: 'image/png', content: await png(40, 30) }),
    ).data
    const response = await get(image.url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect((await sharp(response.rawPayload).metadata()).width).toBe(40)
    const etag = String(response.headers.etag)
    expect((await get(image.url, { 'if-none-match': etag })).statusCode).toBe(304)
  })

  it('refuses a text file named .png and declared image/png (by content), in the caller’s language', async () => {
    const response = await upload(
      { name: 'evil.png', type: 'image/png', content: Buffer.from('<script>alert(1)</script>') },
      alice,
      { 'accept-language': 'en' },
    )
    expect(response.statusCode).toBe(400)
    expect(body(response)).toEqual({
      code: 7,
      msg: 'Only images can be uploaded',
      data: { reason: 'uploadNotImage' },
    })
  })

  it('refuses a file above UPLOAD_MAX_BYTES, from the declared length or while reading it', async () => {
    const tooLong = await upload({
      name: 'big.png',
      type: 'image/png',
      content: Buffer.alloc(MAX_BYTES * 2, 1),
    })
    expect(tooLong.statusCode).toBe(413)
    expect(body(tooLong)).toMatchObject({ code: 7, data: { reason: 'uploadTooLarge', maxBytes: MAX_BYTES } })
    const justOver = await upload({
      name: 'big.png',
      type: 'image/png',
      content: Buffer.alloc(MAX_BYTES + 1, 1),
    })
    expect(justOver.statusCode).toBe(413)
    expect(body(justOver).data).toMatchObject({ reason: 'uploadTooLarge' })
  })

  it('answers 401 without a member, and 400 without a multipart file field', async () => {
    const anonymous = await upload({ name: 'a.png', type: 'image/png', content: await png(10, 10) }, null)
    expect(anonymous.statusCode).toBe(401)
    expect(body(anonymous).code).toBe(401)
    const otherField = await upload({
      field: 'photo',
      name: 'a.png',
      type: 'image/png',
      content: await png(10, 10),
    })
    expect(otherField.statusCode).toBe(400)
    const json = await t.app.inject({ method: 'POST', url: '/app/uploads', headers: alice.auth, payload: {} })
    expect(json.statusCode).toBe(400)
    expect(body(json).data).toMatchObject({ reason: 'invalidParams' })
  })

  it.each([
    '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
    '/uploads/%2e%2e%2fjwt-secret',
    '/uploads/../jwt-secret',
    '/uploads/a/../../jwt-secret',
    '/uploads/',
    `/uploads/${'0'.repeat(64)}.webp`,
    `/uploads/${'0'.repeat(64)}.webp/x`,
    '/uploads/.hidden.tmp',
  ])('answers 404 to %s (only stored names are looked up)', async (url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })

  it('lets a third member in while two members send three pictures each: uploads wait their turn', async () => {
    const carol = await signUpMember(t)
    const picture = async () => ({ name: 'p.png', type: 'image/png', content: await png(400, 300) })
    const senders = [alice, alice, alice, bob, bob, bob, carol]
    // The pictures first, then every upload at once: making one must not let an earlier upload finish.
    const sends = await Promise.all(senders.map(async (member) => ({ member, file: await picture() })))
    const answers = await Promise.all(sends.map(({ member, file }) => upload(file, member)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(senders.map(() => 200))
    // A member's fourth picture while three are in progress is their own excess: refused at once.
    const four = await Promise.all(sends.slice(0, 4).map(({ file }) => upload(file, alice)))
    const refused = four.filter((answer) => answer.statusCode === 429)
    expect(refused.map((answer) => body<{ reason: string }>(answer).data.reason)).toEqual([
      'uploadTooManyAtOnce',
    ])
    expect(refused[0]?.headers['retry-after']).toBe('5')
  })

  /** An upload whose body arrives slowly: its first half now, the rest at `finish()`. */
  const slowUpload = (member: TestMember, content: Buffer) => {
    const { payload, headers } = multipartBody({ name: 'slow.png', type: 'image/png', content })
    const body = new PassThrough()
    const half = payload.length - content.length / 2
    body.write(payload.subarray(0, half))
    const response = t.app.inject({
      method: 'POST',
      url: '/app/uploads',
      payload: body,
      headers: { ...headers, ...member.auth },
    })
    return {
      response,
      started: () => body.readableLength === 0,
      finish: () => {
        if (!body.writableEnded) body.end(payload.subarray(half))
      },
    }
  }

  it('keeps no decode slot for a body still arriving: two slow senders do not keep a third member out', async () => {
    const carol = await signUpMember(t)
    const content = await png(64, 48)
    const slow = [alice, alice, alice, bob, bob, bob].map((member) => slowUpload(member, content))
    try {
      // The server reads their first halves: with a decode slot held through the transfer,
      // alice's three and one of bob's would now keep carol waiting until she is refused.
      await vi.waitFor(() =>
        expect(slow.filter((upload) => upload.started()).length).toBeGreaterThanOrEqual(4),
      )
      const asked = Date.now()
      const answer = await upload({ name: 'c.png', type: 'image/png', content }, carol)
      expect(answer.statusCode).toBe(200)
      // Well within the 10 s a waiter is given: carol's decode did not wait for the slow bodies.
      expect(Date.now() - asked).toBeLessThan(5_000)
      // Their own excess is still refused at once while their three are in progress.
      const fourth = await upload({ name: 'd.png', type: 'image/png', content }, alice)
      expect(fourth.statusCode).toBe(429)
      expect(body(fourth).data).toMatchObject({ reason: 'uploadTooManyAtOnce' })
    } finally {
      for (const upload of slow) upload.finish()
    }
    const answers = await Promise.all(slow.map((upload) => upload.response))
    expect(answers.map((response) => response.statusCode)).toEqual(slow.map(() => 200))
  })

  it('findMemberUploads answers a member’s own uploads only: another’s and malformed ids are absent', async () => {
    const mine = body<UploadedImageView>(
      await upload({ name: 'a.png', type: 'image/png', content: await png(12, 12) }, alice),
    ).data
    const theirs = body<UploadedImageView>(
      await upload({ name: 'b.png', type: 'image/png', content: await png(12, 12) }, bob),
    ).data
    const ids = [mine.id, theirs.id, 'not-a-uuid', mine.id]
    expect((await findMemberUploads(t.database.db, { memberId: alice.id, ids })).map((u) => u.id)).toEqual([
      mine.id,
    ])
    expect((await findMemberUploads(t.database.db, { memberId: bob.id, ids })).map((u) => u.id)).toEqual([
      theirs.id,
    ])
    expect(await findMemberUploads(t.database.db, { memberId: bob.id, ids: [] })).toEqual([])
    // The same picture is one file, but each member owns their own upload of it.
    expect(mine.url).toBe(theirs.url)
  })
})

describe('with UPLOADS_BASE_URL elsewhere', () => {
  let t: TestApp
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vita-uploads-'))
    t = await createTestApp('pglite', {
      env: { DATA_DIR: dataDir, UPLOADS_BASE_URL: 'https://cdn.vita.test/u/' },
    })
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('answers URLs under it, and the app does not serve the files itself', async () => {
    const member = await signUpMember(t)
    const { payload, headers } = multipartBody({ name: 'a.png', type: 'image/png', content: await png(8, 8) })
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/uploads',
      payload,
      headers: { ...headers, ...member.auth },
    })
    const image = body<UploadedImageView>(response).data
    expect(image.url).toMatch(/^https:\/\/cdn\.vita\.test\/u\/[0-9a-f]{64}\.webp$/)
    const key = image.url.split('/').pop()
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404)
  })
})
