import { encodeFunctionData, type Hex } from 'viem'
import { solvencyRegistryAbi } from '@vita/contracts/generated/abi/solvencyRegistry'
import {
  broadcastOperatorTx,
  chainErrorMessage,
  sentTxState,
  signOperatorCall,
  waitForOperatorTx,
} from '../../../platform/chain'
import {
  markPublished,
  recordFound,
  recordPublicationError,
  storeSigned,
  type DayToPublish,
} from './publicationRows'
import type { PublicationContext } from './publicationContext'
import { findPublicationLog } from './findPublicationLog'
import { readRegisteredDay, sameLiabilities, type RegisteredDay } from './readRegisteredDay'
import { registryDay } from '@vita/shared/solvency'

/**
 * `published` or `conflict`: the day is done. `sent`: its transaction is out (or stored), not yet mined
 * with the confirmations; a later run resolves it. Days are published in order: the run stops there.
 */
export type PublishSolvencyDayReturnType = 'published' | 'conflict' | 'sent'

/** A reverted publication whose cause persists (the operator is not the owner…): nothing is sent. */
export class PublicationRefusedError extends Error {
  override name = 'PublicationRefusedError'
}

/**
 * One day's publication, crash-safe as the operator's other transactions (platform/chain/operatorTx.ts):
 * 1. a stored transaction mined with the confirmations → published (a reverted one is signed again);
 *    still in the node's pool or short of confirmations → left for a later run;
 * 2. the registry read: a day it holds is recorded as published (or as a conflict when it holds another
 *    root or other totals) with the transaction that published it, and never sent again;
 * 3. a stored transaction unknown to the node → its raw transaction broadcast again, unless its nonce
 *    went to another transaction: then, as for a day with nothing stored, a new one is simulated
 *    (refused causes are reported, not sent), signed, stored with its hash and raw transaction, and only
 *    then broadcast; a bounded wait for its receipt ends the run.
 * The registry refuses a second publication of a day, so even a transaction sent twice publishes once.
 */
export async function publishSolvencyDay(
  context: PublicationContext,
  day: DayToPublish,
): Promise<PublishSolvencyDayReturnType> {
  let replacing: Hex | null = null
  if (day.sent) {
    const sent = await sentTxState(context, day.sent.txHash)
    if (sent.state === 'pending') return 'sent'
    if (sent.state === 'mined' && sent.receipt.status === 'success') {
      await markPublished(context.db, day.day, day.sent.txHash, sent.receipt.blockNumber)
      return 'published'
    }
    if (sent.state === 'mined') {
      await recordPublicationError(context.db, day.day, `transaction ${day.sent.txHash} reverted`)
      replacing = day.sent.txHash
    }
  }

  const number = registryDay(day.day)
  const registered = await readRegisteredDay(context, number)
  if (registered) return recordRegistered(context, day, number, registered)

  if (day.sent && replacing === null) {
    const nonceTaken =
      (await context.client.getTransactionCount({ address: context.operator.address, blockTag: 'latest' })) >
      day.sent.nonce
    if (!nonceTaken) return broadcastAndWait(context, day.day, day.sent)
    replacing = day.sent.txHash
  }
  return signAndSend(context, day, number, replacing)
}

async function recordRegistered(
  context: PublicationContext,
  day: DayToPublish,
  number: number,
  registered: RegisteredDay,
): Promise<PublishSolvencyDayReturnType> {
  const same = sameLiabilities(registered, day)
  const log = await findPublicationLog(context, { day: number, publishedAt: registered.publishedAt })
  if (!log) throw new Error(`the registry holds ${day.day} but its LiabilitiesPublished log was not found`)
  const head = await context.client.getBlockNumber({ cacheTime: 0 })
  if (head - log.blockNumber + 1n < BigInt(context.confirmations)) return 'sent'
  const status = same ? 'published' : 'conflict'
  await recordFound(context.db, { day: day.day, registry: context.registry, status, ...log })
  if (same) context.logger.info({ day: day.day, txHash: log.txHash }, 'solvency: day found published')
  else
    context.logger.error(
      { day: day.day, txHash: log.txHash, root: day.root },
      'solvency: the registry holds another root or other totals for the day; an operator must look',
    )
  return status
}

async function signAndSend(
  context: PublicationContext,
  day: DayToPublish,
  number: number,
  replacing: Hex | null,
): Promise<PublishSolvencyDayReturnType> {
  const args = [number, day.root, day.totals, day.reservesBlock] as const
  try {
    await context.client.simulateContract({
      account: context.operator,
      address: context.registry,
      abi: solvencyRegistryAbi,
      functionName: 'publish',
      args,
    })
  } catch (error) {
    throw new PublicationRefusedError(`publishing ${day.day} would revert: ${chainErrorMessage(error)}`, {
      cause: error,
    })
  }
  const data = encodeFunctionData({ abi: solvencyRegistryAbi, functionName: 'publish', args })
  const signed = await signOperatorCall(context, { to: context.registry, data })
  const stored = await storeSigned(context.db, {
    day: day.day,
    registry: context.registry,
    signed,
    replacing,
  })
  if (!stored) return 'sent'
  context.logger.info({ day: day.day, txHash: signed.txHash, replacing }, 'solvency: publication signed')
  return broadcastAndWait(context, day.day, signed)
}

async function broadcastAndWait(
  context: PublicationContext,
  day: string,
  signed: { txHash: Hex; rawTx: Hex },
): Promise<PublishSolvencyDayReturnType> {
  const failure = await broadcastOperatorTx(context, signed.rawTx)
  if (failure !== null) {
    context.logger.warn(
      { day, txHash: signed.txHash, err: failure },
      'solvency: publication broadcast failed',
    )
    await recordPublicationError(context.db, day, failure)
    return 'sent'
  }
  const receipt = await waitForOperatorTx(context, signed.txHash)
  if (!receipt) return 'sent'
  if (receipt.status !== 'success') {
    await recordPublicationError(context.db, day, `transaction ${signed.txHash} reverted`)
    return 'sent'
  }
  await markPublished(context.db, day, signed.txHash, receipt.blockNumber)
  return 'published'
}
