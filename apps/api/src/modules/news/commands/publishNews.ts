import { defineOpsCommand, textOption } from '../../../platform/ops'
import { publishNews } from '../publishNews'

export const publishNewsCommand = defineOpsCommand({
  name: 'news:publish',
  usage:
    '--title-zh "..." --title-en "..." --body-zh "..." --body-en "..." [--summary-zh "..."] [--summary-en "..."] [--reason "..."]',
  summary: 'publishes a news item in Chinese and English',
  options: ['title-zh', 'title-en', 'body-zh', 'body-en', 'summary-zh', 'summary-en', 'reason'],
  audited: true,
  parse: (options) => ({
    titleZh: textOption(options, 'title-zh', true),
    titleEn: textOption(options, 'title-en', true),
    bodyZh: textOption(options, 'body-zh', true),
    bodyEn: textOption(options, 'body-en', true),
    summaryZh: textOption(options, 'summary-zh'),
    summaryEn: textOption(options, 'summary-en'),
    reason: textOption(options, 'reason') ?? 'publish news',
  }),
  async run({ db, now }, { reason, ...input }) {
    const row = await publishNews(db, { ...input, publishedAt: now() })
    return {
      output: `Published news #${row.id} "${row.titleZh}" / "${row.titleEn}"`,
      audit: { reason, payload: { newsId: row.id, titleZh: row.titleZh, titleEn: row.titleEn } },
    }
  },
})
