import { sql } from 'drizzle-orm'
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** News, published by operators in both languages; the API answers in the caller's language. */
export const news = pgTable(
  'news',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('news_published_idx').on(t.publishedAt.desc(), t.id.desc())],
)

export type NewsRow = typeof news.$inferSelect
