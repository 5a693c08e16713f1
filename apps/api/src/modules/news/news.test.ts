import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NewsDetail, NewsSummary } from '@vita/shared'
import { body, createTestApp, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { publishNews } from './publishNews'

describe.each(testDatabaseKinds)('news (%s)', (kind) => {
  let t: TestApp
  let ids: string[] = []
  beforeAll(async () => {
    t = await createTestApp(kind)
    for (let i = 1; i <= 3; i++) {
      const row = await publishNews(t.database.db, {
        titleZh: `公告${i}`,
        titleEn: `Notice ${i}`,
        bodyZh: `正文${i}`,
        bodyEn: `Body ${i}`,
        ...(i === 3 ? { summaryEn: 'Short' } : {}),
      })
      ids.push(String(row.id))
    }
    ids = ids.reverse()
  })
  afterAll(() => t.close())

  it("lists news newest first in the caller's language, with cursor pages, without a session", async () => {
    const zh = body<{ items: NewsSummary[]; nextCursor: string | null }>(
      await t.app.inject({ method: 'GET', url: '/app/news?limit=2' }),
    ).data
    expect(zh.items.map((n) => n.title)).toEqual(['公告3', '公告2'])
    expect(zh.items[1]?.summary).toBe('正文2')
    const en = body<{ items: NewsSummary[]; nextCursor: string | null }>(
      await t.app.inject({
        method: 'GET',
        url: `/app/news?limit=2&cursor=${zh.nextCursor}`,
        headers: { 'accept-language': 'en-US,en;q=0.9' },
      }),
    ).data
    expect(en).toMatchObject({
      items: [{ id: ids[2], title: 'Notice 1', summary: 'Body 1' }],
      nextCursor: null,
    })
    const first = body<{ items: NewsSummary[] }>(
      await t.app.inject({ method: 'GET', url: '/app/news', headers: { 'accept-language': 'en' } }),
    ).data
    expect(first.items[0]?.summary).toBe('Short')
  })

  it('shows one item with its body; unknown → 404, malformed → 400', async () => {
    const detail = body<NewsDetail>(
      await t.app.inject({ method: 'GET', url: `/app/news/${ids[0]}`, headers: { 'accept-language': 'en' } }),
    ).data
    expect(detail).toMatchObject({ id: ids[0], title: 'Notice 3', body: 'Body 3' })
    const missing = await t.app.inject({ method: 'GET', url: '/app/news/999999' })
    expect(missing.statusCode).toBe(404)
    for (const bad of ['abc', '-1', '1.5'])
      expect((await t.app.inject({ method: 'GET', url: `/app/news/${bad}` })).statusCode).toBe(400)
    for (const q of [
      'limit=0',
      'limit=101',
      'cursor=x',
      'cursor=0',
      'cursor=1%00',
      'cursor=9223372036854775808',
      'cursor=9999999999999999999',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/app/news?${q}` })
      expect(response.statusCode, q).toBe(400)
      expect(body(response)).toMatchObject({ code: 7, msg: '参数错误' })
    }
  })
})
