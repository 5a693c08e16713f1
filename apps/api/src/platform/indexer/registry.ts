import {
  getAbiItem,
  type Abi,
  type AbiEvent,
  type Address,
  type ContractEventName,
  type GetEventArgs,
  type Hex,
} from 'viem'
import type { Deployment } from '@vita/contracts/deployment'
import type { Tx } from '../db/client'

export type ContractName = keyof Deployment['contracts']

/** A confirmed, decoded log as handlers see it. */
export type IndexedLog<TArgs = Record<string, unknown>> = {
  chainId: number
  blockNumber: bigint
  blockHash: Hex
  blockTime: Date
  txHash: Hex
  logIndex: number
  address: Address
  eventName: string
  args: TArgs
}

export type EventArgs<TAbi extends Abi, TName extends ContractEventName<TAbi>> = GetEventArgs<
  TAbi,
  TName,
  { EnableUnion: false; IndexedOnly: false; Required: true }
>

export type HandlerContext = { chainId: number; contracts: Deployment['contracts'] }

/**
 * Applies new logs of one event, in chain order, inside the batch's transaction. It is only ever
 * given logs not applied before, so it may insert without checking for duplicates.
 */
export type ApplyLogs<TArgs> = (tx: Tx, logs: IndexedLog<TArgs>[], context: HandlerContext) => Promise<void>

/** Un-applies everything the handler did for blocks above `afterBlock` (a reorg dropped them). */
export type RewindEffects = (tx: Tx, parameters: { chainId: number; afterBlock: bigint }) => Promise<void>

export type RegisteredEvent = {
  key: string
  contract: ContractName
  abiItem: AbiEvent
  apply: ApplyLogs<Record<string, unknown>>
}

/**
 * Handlers keyed by (contract, event). Modules register what they index; the club and ledger
 * issues add theirs the same way. A log's effects and its checkpoint commit together.
 */
export type HandlerRegistry = {
  on<const TAbi extends Abi, TName extends ContractEventName<TAbi>>(
    source: { contract: ContractName; abi: TAbi; eventName: TName },
    apply: ApplyLogs<EventArgs<TAbi, TName>>,
  ): HandlerRegistry
  onRewind(rewind: RewindEffects): HandlerRegistry
  readonly events: ReadonlyMap<string, RegisteredEvent>
  readonly rewinders: readonly RewindEffects[]
}

export const eventKey = (contract: ContractName, eventName: string) => `${contract}:${eventName}`

export function createHandlerRegistry(): HandlerRegistry {
  const events = new Map<string, RegisteredEvent>()
  const rewinders: RewindEffects[] = []
  const registry: HandlerRegistry = {
    on(source, apply) {
      const key = eventKey(source.contract, source.eventName)
      if (events.has(key)) throw new Error(`a handler for ${key} is already registered`)
      const abiItem = getAbiItem({ abi: source.abi as Abi, name: source.eventName as string }) as
        AbiEvent | undefined
      if (!abiItem || abiItem.type !== 'event') throw new Error(`${key} is not an event of the given ABI`)
      // The registry stores handlers type-erased; `runIndexerOnce` decodes with the same ABI item,
      // so the args a handler receives match the type it was registered with.
      events.set(key, {
        key,
        contract: source.contract,
        abiItem,
        apply: apply as ApplyLogs<Record<string, unknown>>,
      })
      return registry
    },
    onRewind(rewind) {
      rewinders.push(rewind)
      return registry
    },
    events,
    rewinders,
  }
  return registry
}
