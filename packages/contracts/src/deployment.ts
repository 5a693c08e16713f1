import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { getAddress, type Address } from 'viem'

/**
 * Where the deployed contracts are. `npm start` writes it after deploying to the dev chain; in
 * production the operator provides the same file for the mainnet addresses.
 */
export type Deployment = {
  chainId: number
  /** Block the contracts were deployed at: the indexer's starting point. */
  startBlock: string
  /** Owner / operator account that deployed (and administers) the contracts. */
  deployer: Address
  contracts: {
    usdt: Address
    dpine: Address
    pool?: Address
    accounting?: Address
    order?: Address
    staticDividendPool?: Address
    centralBankPool?: Address
    feePool?: Address
    /** Where members deposit USDT and DPINE into the app (VitaDeposit). */
    deposit?: Address
    /** Where the daily liabilities of the proof of solvency are published (SolvencyRegistry). */
    solvencyRegistry?: Address
  }
}

export function deploymentFilePath(dataDir: string, chainId: number): string {
  return `${dataDir}/deployments/${chainId}.json`
}

export function writeDeployment(file: string, deployment: Deployment): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(deployment, null, 2) + '\n')
}

export function readDeployment(file: string): Deployment {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Deployment
  const contracts = Object.fromEntries(
    Object.entries(raw.contracts).map(([name, address]) => [name, getAddress(address as string)]),
  ) as Deployment['contracts']
  return { ...raw, deployer: getAddress(raw.deployer), contracts }
}
