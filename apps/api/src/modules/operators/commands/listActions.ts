import { desc } from 'drizzle-orm'
import { defineOpsCommand, limitOption } from '../../../platform/ops'
import { operatorActions } from '../tables'

export const listActionsCommand = defineOpsCommand({
  name: 'actions:list',
  usage: '[--limit 50]',
  summary: 'the operator audit log, newest first',
  options: ['limit'],
  audited: false,
  parse: (options) => ({ limit: limitOption(options) }),
  async run({ db }, { limit }) {
    const rows = await db.select().from(operatorActions).orderBy(desc(operatorActions.id)).limit(limit)
    if (rows.length === 0) return { output: 'No operator actions.' }
    const output = rows
      .map(
        (a) =>
          `#${a.id}  ${a.createdAt.toISOString()}  ${a.operator}  ${a.action}  "${a.reason}"  ${JSON.stringify(a.payload)}`,
      )
      .join('\n')
    return { output }
  },
})
