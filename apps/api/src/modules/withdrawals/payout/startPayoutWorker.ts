import { createPublicClient, defineChain, fallback, http, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { readDeployment } from '@vita/contracts/deployment'
import type { Config } from '../../../config'
import type { Db } from '../../../db/client'
import type { PayoutContext, PayoutLogger } from './payoutContext'
import { silentLogger } from './payoutContext'
import { runPayoutsOnce } from './runPayoutsOnce'

export type CreatePayoutContextParameters = {
  db: Db
  config: Pick<Config, 'chainId' | 'rpcUrl' | 'backupRpcUrl' | 'deploymentFile'>
  /** The hot wallet's key (PAYOUT_PRIVATE_KEY). */
  privateKey: Hex
  /** Token addresses; read from the deployment file when absent. */
  tokens?: { USDT: Address; DPINE: Address }
  confirmations?: number
  gasLimit?: bigint
  batchSize?: number
  bumpAfterMs?: number
  maxGasPrice?: bigint
  logger?: PayoutLogger
}

export function createPayoutContext(parameters: CreatePayoutContextParameters): PayoutContext {
  const { config } = parameters
  const tokens =
    parameters.tokens ??
    (() => {
      const { contracts } = readDeployment(config.deploymentFile)
      return { USDT: contracts.usdt, DPINE: contracts.dpine }
    })()
  const chain = defineChain({
    id: config.chainId,
    name: `chain-${config.chainId}`,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
  })
  const urls = [config.rpcUrl, config.backupRpcUrl].flatMap((url) => (url ? [url] : []))
  const client = createPublicClient({
    chain,
    transport: fallback(urls.map((url) => http(url, { timeout: 10_000, retryCount: 1 }))),
  })
  return {
    db: parameters.db,
    chainId: config.chainId,
    client,
    account: privateKeyToAccount(parameters.privateKey),
    tokens,
    confirmations: parameters.confirmations ?? 1,
    gasLimit: parameters.gasLimit ?? 100_000n,
    batchSize: parameters.batchSize ?? 20,
    // BSC makes a block every few seconds: two minutes unmined means the gas price was too low.
    bumpAfterMs: parameters.bumpAfterMs ?? 120_000,
    maxGasPrice: parameters.maxGasPrice ?? 50_000_000_000n,
    logger: parameters.logger ?? silentLogger,
  }
}

export type StartPayoutWorkerParameters = CreatePayoutContextParameters & {
  /** Pause between runs. Default 5 s. */
  intervalMs?: number
}

/**
 * Runs the payout worker every `intervalMs` until stopped; a failed run (chain or database down, the
 * deployment file not written yet) is logged and retried on the next tick.
 */
export function startPayoutWorker(parameters: StartPayoutWorkerParameters): { stop(): Promise<void> } {
  const intervalMs = parameters.intervalMs ?? 5_000
  const logger = parameters.logger ?? silentLogger
  let context: PayoutContext | undefined
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const runOnce = async () => {
    context ??= createPayoutContext(parameters)
    const result = await runPayoutsOnce(context)
    if (result.signed + result.completed + result.failed > 0) logger.info({ ...result }, 'payouts')
  }
  const tick = () => {
    running = runOnce().catch((error: unknown) => logger.error({ err: error }, 'payout run failed'))
    void running.then(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs)
    })
  }
  tick()
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
