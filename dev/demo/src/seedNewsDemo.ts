import { opsRegistry, runOpsCommand, type AppModule, type Db } from '@vita/api'
import { DEMO_NEWS, type DemoNewsItem } from './demoNews'

export type SeedNewsDemoParameters = {
  db: Db
  modules: readonly AppModule[]
  now: Date
  timeZone: string
}

/**
 * News in the living demo: each item published, oldest first, by the operator command an operator
 * runs (`npm run ops -- news:publish …`, audited), with the command's clock set to the item's date.
 */
export async function seedNewsDemo(p: SeedNewsDemoParameters): Promise<number> {
  const commands = opsRegistry(p.modules)
  const items = [...DEMO_NEWS].sort((a, b) => b.hoursAgo - a.hoursAgo)
  for (const item of items) {
    const publishedAt = new Date(p.now.getTime() - item.hoursAgo * 3_600_000)
    await runOpsCommand({
      db: p.db,
      commands,
      argv: newsCommandLine(item),
      operator: 'demo',
      now: () => publishedAt,
      timeZone: p.timeZone,
    })
  }
  return items.length
}

function newsCommandLine(item: DemoNewsItem): string[] {
  return [
    'news:publish',
    ...['--title-zh', item.titleZh, '--title-en', item.titleEn],
    ...['--summary-zh', item.summaryZh, '--summary-en', item.summaryEn],
    ...['--body-zh', item.bodyZh, '--body-en', item.bodyEn],
    ...['--reason', 'living demo'],
  ]
}
