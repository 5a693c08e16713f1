import type { Db } from '../../platform/db/client'
import { news, type NewsRow } from './tables'

export type PublishNewsParameters = {
  titleZh: string
  titleEn: string
  bodyZh: string
  bodyEn: string
  /** Default: the body's first 120 characters. */
  summaryZh?: string | undefined
  summaryEn?: string | undefined
  /** Default: the database's clock. */
  publishedAt?: Date | undefined
}

const summaryOf = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 120)

/** Publishes a news item in both languages (every field required, so neither language is ever empty). */
export async function publishNews(db: Db, parameters: PublishNewsParameters): Promise<NewsRow> {
  const values = {
    titleZh: parameters.titleZh.trim(),
    titleEn: parameters.titleEn.trim(),
    bodyZh: parameters.bodyZh.trim(),
    bodyEn: parameters.bodyEn.trim(),
  }
  for (const [field, value] of Object.entries(values))
    if (!value) throw new Error(`news: ${field} is required`)
  const [row] = await db
    .insert(news)
    .values({
      ...values,
      summaryZh: parameters.summaryZh?.trim() || summaryOf(values.bodyZh),
      summaryEn: parameters.summaryEn?.trim() || summaryOf(values.bodyEn),
      ...(parameters.publishedAt ? { publishedAt: parameters.publishedAt } : {}),
    })
    .returning()
  if (!row) throw new Error('news: not inserted')
  return row
}
