import type { Db } from '../../platform/db/client'
import { operatorActions, type OperatorActionRow } from './tables'

export type RecordOperatorActionParameters = {
  operator: string
  action: string
  reason: string
  payload: Record<string, unknown>
}

/** Appends to the operator audit log; call it in the transaction of the action it records. */
export async function recordOperatorAction(
  db: Db,
  parameters: RecordOperatorActionParameters,
): Promise<OperatorActionRow> {
  const operator = parameters.operator.trim()
  const reason = parameters.reason.trim()
  if (!operator) throw new Error('operator: who is acting is required')
  if (!reason) throw new Error('operator: a reason is required')
  const [row] = await db
    .insert(operatorActions)
    .values({ ...parameters, operator, reason })
    .returning()
  if (!row) throw new Error('operator: audit row not written')
  return row
}
