import type { PublicationContext } from './publicationContext'
import { daysToPublish } from './publicationRows'
import { publishSolvencyDay, type PublishSolvencyDayReturnType } from './publishSolvencyDay'

export type RunPublishOnceReturnType = { days: { day: string; outcome: PublishSolvencyDayReturnType }[] }

/**
 * Publishes every snapshotted day not yet published, oldest first, one at a time: a day still `sent`
 * (its transaction not yet mined with the confirmations) stops the run, so the operator key never has
 * more than one publication on its way and days reach the registry in order.
 */
export async function runPublishOnce(
  context: PublicationContext,
  { signal }: { signal: AbortSignal },
): Promise<RunPublishOnceReturnType> {
  const days: RunPublishOnceReturnType['days'] = []
  for (const day of await daysToPublish(context.db)) {
    if (signal.aborted) break
    const outcome = await publishSolvencyDay(context, day)
    days.push({ day: day.day, outcome })
    if (outcome === 'sent') break
  }
  return { days }
}
