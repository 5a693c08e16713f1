import { desc, eq, lt } from 'drizzle-orm'
import type { Locale, NewsDetail, NewsSummary } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { invalidInput, notFound } from '../../platform/http/domainError'
import { news, type NewsRow } from './tables'

const toSummary = (row: NewsRow, locale: Locale): NewsSummary => ({
  id: String(row.id),
  title: locale === 'en' ? row.titleEn : row.titleZh,
  summary: locale === 'en' ? row.summaryEn : row.summaryZh,
  publishedAt: row.publishedAt.toISOString(),
})

/** Published news, newest first; the cursor is the last item's id (ids grow with publication). */
export async function listNews(
  db: Db,
  parameters: { locale: Locale; cursor?: string | undefined; limit: number },
): Promise<{ items: NewsSummary[]; nextCursor: string | null }> {
  const { locale, cursor, limit } = parameters
  if (cursor !== undefined && !/^[1-9]\d{0,17}$/.test(cursor))
    throw invalidInput('invalidParams', { field: 'cursor' })
  const rows = await db
    .select()
    .from(news)
    .where(cursor ? lt(news.id, Number(cursor)) : undefined)
    .orderBy(desc(news.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toSummary(row, locale)),
    nextCursor: rows.length > limit && last ? String(last.id) : null,
  }
}

export async function getNews(db: Db, parameters: { id: string; locale: Locale }): Promise<NewsDetail> {
  const [row] = await db
    .select()
    .from(news)
    .where(eq(news.id, Number(parameters.id)))
  if (!row) throw notFound()
  return { ...toSummary(row, parameters.locale), body: parameters.locale === 'en' ? row.bodyEn : row.bodyZh }
}
