import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { operatorActions, type OperatorActionRow } from './tables'

/** Test support: the audit log as tests read it. */
export async function lastOperatorAction(db: Db): Promise<OperatorActionRow | undefined> {
  const [row] = await db.select().from(operatorActions).orderBy(desc(operatorActions.id)).limit(1)
  return row
}

/** Every audit record of `action`, oldest first. */
export function listOperatorActions(db: Db, action: string): Promise<OperatorActionRow[]> {
  return db
    .select()
    .from(operatorActions)
    .where(eq(operatorActions.action, action))
    .orderBy(operatorActions.id)
}
