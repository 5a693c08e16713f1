import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { concat, keccak256, type Hex } from 'viem'
import { contractsPackageDir } from './devChain'

/** Contracts whose creation bytecode deployAll needs. */
export type DeployableContract =
  | 'MockUSDT'
  | 'DPINEToken'
  | 'DpinePool'
  | 'Accounting'
  | 'PoolVault'
  | 'VitaOrder'
  | 'VitaDeposit'
  | 'SolvencyRegistry'

const cache = new Map<DeployableContract, Hex>()

/** Creation bytecode from `artifacts/` (run `npm run build -w @vita/contracts` first). */
export function readBytecode(contract: DeployableContract): Hex {
  const cached = cache.get(contract)
  if (cached) return cached
  const file = join(contractsPackageDir, 'artifacts', 'contracts', `${contract}.sol`, `${contract}.json`)
  let bytecode: Hex
  try {
    bytecode = (JSON.parse(readFileSync(file, 'utf8')) as { bytecode: Hex }).bytecode
  } catch (cause) {
    throw new Error(`missing artifact ${file}: run \`npm run build -w @vita/contracts\``, { cause })
  }
  cache.set(contract, bytecode)
  return bytecode
}

const DEPLOYED: readonly DeployableContract[] = [
  'MockUSDT',
  'DPINEToken',
  'DpinePool',
  'Accounting',
  'PoolVault',
  'VitaOrder',
  'VitaDeposit',
  'SolvencyRegistry',
]

/** One hash over every contract's creation bytecode: changes whenever a contract does. */
export function contractsFingerprint(): Hex {
  return keccak256(concat(DEPLOYED.map(readBytecode)))
}
