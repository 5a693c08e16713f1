import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseUnits,
  type Address,
  type Hash,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { accountingAbi } from './generated/abi/accounting'
import { dpinePoolAbi } from './generated/abi/dpinePool'
import { dpineTokenAbi } from './generated/abi/dpineToken'
import { mockUsdtAbi } from './generated/abi/mockUsdt'
import { poolVaultAbi } from './generated/abi/poolVault'
import { solvencyRegistryAbi } from './generated/abi/solvencyRegistry'
import { vitaDepositAbi } from './generated/abi/vitaDeposit'
import { vitaOrderAbi } from './generated/abi/vitaOrder'
import { readBytecode, type DeployableContract } from './artifacts'
import { devPrivateKey } from './devAccounts'
import type { Deployment } from './deployment'
import { seedDevChain } from './seedDevChain'
import { confirm, type DeployClients } from './transactions'

export type DeployAllParameters = {
  rpcUrl: string
  chainId: number
  /** Owner of every contract. Defaults to dev account 0 (Hardhat's first mnemonic account). */
  deployerPrivateKey?: Hex
  /**
   * Existing USDT (e.g. BSC-USD on mainnet). When given, nothing dev-only happens: no MockUSDT,
   * no minting, no liquidity, no whitelist. When omitted, the dev chain is fully seeded.
   */
  usdt?: Address
}

/** Whole DPINE supply, minted once to the deployer. */
export const DPINE_TOTAL_SUPPLY = parseUnits('1000000000', 18)
/**
 * The order of SolvencyRegistry's totals: the Merkle sum tree's currencies (@vita/shared/solvency), the
 * app's currencies (test/SolvencyRegistry.test.ts checks they agree).
 */
export const SOLVENCY_CURRENCIES = ['USDT', 'DPINE'] as const
/** Smallest deposits VitaDeposit accepts at deployment (the owner may change them): 1 USDT, 100 DPINE. */
export const INITIAL_MINIMUM_DEPOSITS = { usdt: parseUnits('1', 18), dpine: parseUnits('100', 18) }

async function deployed(
  clients: DeployClients,
  contract: DeployableContract,
  write: Promise<Hash>,
): Promise<{ address: Address; blockNumber: bigint }> {
  const hash = await write
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error(`deploying ${contract} failed`)
  return { address: getAddress(receipt.contractAddress), blockNumber: receipt.blockNumber }
}

function deployClients(rpcUrl: string, chainId: number, deployerPrivateKey: Hex): DeployClients {
  const chain = defineChain({
    id: chainId,
    name: `chain-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl)
  return {
    wallet: createWalletClient({ account: privateKeyToAccount(deployerPrivateKey), chain, transport }),
    publicClient: createPublicClient({ chain, transport, pollingInterval: 20 }),
  }
}

/**
 * VitaDeposit for the two tokens, with INITIAL_MINIMUM_DEPOSITS: members' deposits into the app (the
 * indexer credits each Deposited log to the depositing wallet's member).
 */
async function deployDeposit(
  clients: DeployClients,
  { usdt, dpine }: { usdt: Address; dpine: Address },
): Promise<Address> {
  const deposit = await deployed(
    clients,
    'VitaDeposit',
    clients.wallet.deployContract({
      abi: vitaDepositAbi,
      bytecode: readBytecode('VitaDeposit'),
      args: [usdt, dpine],
    }),
  )
  for (const [token, minimum] of [
    [usdt, INITIAL_MINIMUM_DEPOSITS.usdt],
    [dpine, INITIAL_MINIMUM_DEPOSITS.dpine],
  ] as const) {
    await confirm(
      clients,
      clients.wallet.writeContract({
        address: deposit.address,
        abi: vitaDepositAbi,
        functionName: 'setMinimumDeposit',
        args: [token, minimum],
      }),
    )
  }
  return deposit.address
}

/** SolvencyRegistry for SOLVENCY_CURRENCIES, owned by the deployer (who publishes each day's liabilities). */
async function deploySolvencyRegistry(clients: DeployClients): Promise<Address> {
  const registry = await deployed(
    clients,
    'SolvencyRegistry',
    clients.wallet.deployContract({
      abi: solvencyRegistryAbi,
      bytecode: readBytecode('SolvencyRegistry'),
      args: [[...SOLVENCY_CURRENCIES]],
    }),
  )
  return registry.address
}

export type AddContractParameters = {
  rpcUrl: string
  deployment: Deployment
  deployerPrivateKey?: Hex
}

/**
 * Adds one contract to a deployment made before it existed and returns the deployment with it. Run it
 * while the API is stopped: the indexer then reads the new contract's logs from its checkpoint on.
 */
async function addContract(
  parameters: AddContractParameters,
  contract: { key: 'deposit' | 'solvencyRegistry'; label: string },
  deploy: (clients: DeployClients, deployment: Deployment) => Promise<Address>,
): Promise<Deployment> {
  const { rpcUrl, deployment, deployerPrivateKey = devPrivateKey(0) } = parameters
  if (deployment.contracts[contract.key]) throw new Error(`the deployment already has a ${contract.label}`)
  const address = await deploy(deployClients(rpcUrl, deployment.chainId, deployerPrivateKey), deployment)
  return { ...deployment, contracts: { ...deployment.contracts, [contract.key]: address } }
}

/** Adds VitaDeposit to a deployment made before it existed (see addContract). */
export const addDepositContract = (parameters: AddContractParameters): Promise<Deployment> =>
  addContract(parameters, { key: 'deposit', label: 'deposit contract' }, (clients, { contracts }) =>
    deployDeposit(clients, { usdt: contracts.usdt, dpine: contracts.dpine }),
  )

/** Adds SolvencyRegistry to a deployment made before it existed (see addContract). */
export const addSolvencyRegistry = (parameters: AddContractParameters): Promise<Deployment> =>
  addContract(parameters, { key: 'solvencyRegistry', label: 'solvency registry' }, deploySolvencyRegistry)

/**
 * Deploys the Vita contracts and wires them (the order contract becomes the pool's sell router; the
 * accounting contract prices orders at the pool's 30-minute average). Deterministic: on a fresh chain the same deployer
 * always gets the same addresses (plain CREATE, fixed transaction order).
 */
export async function deployAll(parameters: DeployAllParameters): Promise<Deployment> {
  const { rpcUrl, chainId, deployerPrivateKey = devPrivateKey(0) } = parameters
  const clients = deployClients(rpcUrl, chainId, deployerPrivateKey)
  const deployer = clients.wallet.account.address
  const deploy = clients.wallet.deployContract

  let usdt = parameters.usdt
  let startBlock: bigint | undefined
  if (!usdt) {
    const mock = await deployed(
      clients,
      'MockUSDT',
      deploy({ abi: mockUsdtAbi, bytecode: readBytecode('MockUSDT'), args: [] }),
    )
    usdt = mock.address
    startBlock = mock.blockNumber
  }
  const dpine = await deployed(
    clients,
    'DPINEToken',
    deploy({ abi: dpineTokenAbi, bytecode: readBytecode('DPINEToken'), args: [DPINE_TOTAL_SUPPLY] }),
  )
  startBlock ??= dpine.blockNumber
  const pool = await deployed(
    clients,
    'DpinePool',
    deploy({ abi: dpinePoolAbi, bytecode: readBytecode('DpinePool'), args: [usdt, dpine.address] }),
  )
  const accounting = await deployed(
    clients,
    'Accounting',
    deploy({ abi: accountingAbi, bytecode: readBytecode('Accounting'), args: [pool.address] }),
  )
  const staticDividendPool = await deployed(
    clients,
    'PoolVault',
    deploy({ abi: poolVaultAbi, bytecode: readBytecode('PoolVault'), args: ['staticDividendPool'] }),
  )
  const centralBankPool = await deployed(
    clients,
    'PoolVault',
    deploy({ abi: poolVaultAbi, bytecode: readBytecode('PoolVault'), args: ['centralBankPool'] }),
  )
  const feePool = await deployed(
    clients,
    'PoolVault',
    deploy({ abi: poolVaultAbi, bytecode: readBytecode('PoolVault'), args: ['feePool'] }),
  )
  const order = await deployed(
    clients,
    'VitaOrder',
    deploy({
      abi: vitaOrderAbi,
      bytecode: readBytecode('VitaOrder'),
      args: [
        usdt,
        dpine.address,
        accounting.address,
        pool.address,
        staticDividendPool.address,
        centralBankPool.address,
        feePool.address,
      ],
    }),
  )

  // DPINE is sold to the pool only through the order contract, which applies the sell switch, the
  // per-user permission, the blacklist and the 10% return (mainnet and dev chain alike).
  await confirm(
    clients,
    clients.wallet.writeContract({
      address: pool.address,
      abi: dpinePoolAbi,
      functionName: 'setSellRouter',
      args: [order.address],
    }),
  )

  // Project holdings (excluded from circulating supply): the deployer's treasury and the order
  // contract's DPINE reserve for order returns. Pool liquidity stays circulating: anyone can buy it.
  for (const holding of [deployer, order.address]) {
    await confirm(
      clients,
      clients.wallet.writeContract({
        address: dpine.address,
        abi: dpineTokenAbi,
        functionName: 'setProjectHolding',
        args: [holding, true],
      }),
    )
  }

  const deposit = await deployDeposit(clients, { usdt, dpine: dpine.address })
  const solvencyRegistry = await deploySolvencyRegistry(clients)

  const deployment: Deployment = {
    chainId,
    startBlock: startBlock.toString(),
    deployer,
    contracts: {
      usdt,
      dpine: dpine.address,
      pool: pool.address,
      accounting: accounting.address,
      order: order.address,
      staticDividendPool: staticDividendPool.address,
      centralBankPool: centralBankPool.address,
      feePool: feePool.address,
      deposit,
      solvencyRegistry,
    },
  }
  if (!parameters.usdt) await seedDevChain(clients, deployment)
  return deployment
}
