import { existsSync } from 'node:fs'
import { contractsFingerprint } from './artifacts'
import { deployAll } from './deploy'
import { readDeployment, writeDeployment, type Deployment } from './deployment'
import { buildContractsIfNeeded, startDevChain, type DevChain } from './devChain'
import {
  catchUpClock,
  createJournal,
  JOURNAL_VERSION,
  readJournal,
  replayJournal,
  startJournalRecorder,
  type JournalRecorder,
} from './devChainJournal'

export type StartJournaledDevChainParameters = {
  port: number
  chainId: number
  /** Where the chain's blocks are journaled (DATA_DIR/devchain/<chainId>.ndjson). */
  journalFile: string
  /** DEPLOYMENT_FILE: read when the chain is resumed, written when it is new. */
  deploymentFile: string
  /** A new chain's genesis date (default now): the living demo starts its chain days in the past. */
  newGenesisDate?: Date
  log: (line: string) => void
}
export type JournaledDevChain = {
  chain: DevChain
  deployment: Deployment
  /** True when the journal was replayed, false when a new chain was deployed. */
  resumed: boolean
  /** Journals the last blocks, then stops the node. */
  stop(): Promise<void>
}

/**
 * The dev chain of `npm start`, kept across restarts: the journal of the previous run is replayed
 * when it belongs to this chain id and these contracts; otherwise (first start, contracts changed, a
 * replay that does not match) a new chain is started and deployed, and a new journal begun.
 */
export async function startJournaledDevChain(
  p: StartJournaledDevChainParameters,
): Promise<JournaledDevChain> {
  buildContractsIfNeeded()
  const contracts = contractsFingerprint()
  const journal = existsSync(p.deploymentFile)
    ? readJournal(p.journalFile, { chainId: p.chainId, contracts })
    : undefined
  if (journal) {
    const chain = await startDevChain({
      port: p.port,
      chainId: p.chainId,
      initialDate: new Date(journal.header.genesisDate),
    })
    try {
      const last = await replayJournal(chain.rpcUrl, journal)
      await catchUpClock(chain.rpcUrl)
      p.log(`[start] dev chain resumed from its journal (${journal.blocks.length} blocks)`)
      return running(chain, readDeployment(p.deploymentFile), true, last, p)
    } catch (error) {
      p.log(`[start] the dev chain journal could not be replayed (${String(error)}): starting a new chain`)
      await chain.stop()
    }
  }
  // Whole seconds: the genesis date is stored and must give the same genesis block when replayed.
  const genesisDate = new Date(Math.floor((p.newGenesisDate ?? new Date()).getTime() / 1000) * 1000)
  const chain = await startDevChain({ port: p.port, chainId: p.chainId, initialDate: genesisDate })
  createJournal(p.journalFile, {
    version: JOURNAL_VERSION,
    chainId: p.chainId,
    genesisDate: genesisDate.toISOString(),
    contracts,
  })
  const deployment = await deployAll({ rpcUrl: chain.rpcUrl, chainId: p.chainId })
  writeDeployment(p.deploymentFile, deployment)
  return running(chain, deployment, false, 0n, p)
}

function running(
  chain: DevChain,
  deployment: Deployment,
  resumed: boolean,
  afterBlock: bigint,
  p: StartJournaledDevChainParameters,
): JournaledDevChain {
  let journalingFailed = false
  const recorder: JournalRecorder = startJournalRecorder({
    rpcUrl: chain.rpcUrl,
    file: p.journalFile,
    afterBlock,
    onError: (error) => {
      // Once: the next poll retries the same block and would fail the same way every second.
      if (!journalingFailed)
        p.log(
          `[devchain] journaling stopped: the next start resumes the chain from the last block journaled (${String(error)})`,
        )
      journalingFailed = true
    },
  })
  return {
    chain,
    deployment,
    resumed,
    async stop() {
      await recorder.stop()
      await chain.stop()
    },
  }
}
