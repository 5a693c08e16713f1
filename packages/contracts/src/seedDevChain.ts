import { createWalletClient, custom, parseUnits, type Address } from 'viem'
import { dpinePoolAbi } from './generated/abi/dpinePool'
import { dpineTokenAbi } from './generated/abi/dpineToken'
import { mockUsdtAbi } from './generated/abi/mockUsdt'
import { solvencyRegistryAbi } from './generated/abi/solvencyRegistry'
import { vitaOrderAbi } from './generated/abi/vitaOrder'
import { devAccount, devAccounts } from './devAccounts'
import { confirm, type DeployClients } from './transactions'
import type { Deployment } from './deployment'

/** USDT minted to each of the 20 dev accounts. */
export const DEV_USDT_PER_ACCOUNT = parseUnits('1000000', 18)
/** DPINE given to each dev account 1..19 so sales can be tried without buying first. */
export const DEV_DPINE_PER_ACCOUNT = parseUnits('100000', 18)
/** Starting pool: 100,000 USDT : 10,000,000 DPINE, i.e. 0.01 USDT per DPINE. */
export const DEV_POOL_USDT = parseUnits('100000', 18)
export const DEV_POOL_DPINE = parseUnits('10000000', 18)
/** DPINE held by the order contract for the 15% returns (~30,000 orders of 224 USDT). */
export const DEV_ORDER_DPINE_RESERVE = parseUnits('100000000', 18)
/** Dev accounts 0..9 may sell DPINE; 10..19 may not, so both states can be tested. */
export const DEV_SELLERS = 10
/**
 * The dev chain's whitelisting operator (VitaOrder.setOperator): the last dev account, which no
 * test trades from, so the whitelist job's transactions never race a test's nonces.
 */
export const DEV_OPERATOR_ACCOUNT_INDEX = 19

/**
 * Dev-chain fixtures: USDT for every dev account, pool liquidity, the order contract's DPINE
 * reserve, all dev accounts whitelisted, sales enabled for accounts 0..9, dev account
 * DEV_OPERATOR_ACCOUNT_INDEX the whitelisting operator and the solvency registry's owner (the API's
 * `solvency.publish` sends with the operator key).
 */
export async function seedDevChain(clients: DeployClients, deployment: Deployment): Promise<void> {
  const { usdt, dpine, pool, order } = deployment.contracts
  if (!pool || !order) throw new Error('seedDevChain needs the pool and the order contract')
  const { wallet } = clients
  const accounts: Address[] = devAccounts().map((account) => account.address)

  for (const account of accounts) {
    // The deployer also gets the pool's USDT so every dev account ends with the same balance.
    const amount =
      account === deployment.deployer ? DEV_USDT_PER_ACCOUNT + DEV_POOL_USDT : DEV_USDT_PER_ACCOUNT
    await confirm(
      clients,
      wallet.writeContract({
        address: usdt,
        abi: mockUsdtAbi,
        functionName: 'mint',
        args: [account, amount],
      }),
    )
  }
  for (const account of accounts) {
    if (account === deployment.deployer) continue
    await confirm(
      clients,
      wallet.writeContract({
        address: dpine,
        abi: dpineTokenAbi,
        functionName: 'transfer',
        args: [account, DEV_DPINE_PER_ACCOUNT],
      }),
    )
  }
  await confirm(
    clients,
    wallet.writeContract({
      address: dpine,
      abi: dpineTokenAbi,
      functionName: 'transfer',
      args: [order, DEV_ORDER_DPINE_RESERVE],
    }),
  )

  await confirm(
    clients,
    wallet.writeContract({
      address: usdt,
      abi: mockUsdtAbi,
      functionName: 'approve',
      args: [pool, DEV_POOL_USDT],
    }),
  )
  await confirm(
    clients,
    wallet.writeContract({
      address: dpine,
      abi: dpineTokenAbi,
      functionName: 'approve',
      args: [pool, DEV_POOL_DPINE],
    }),
  )
  await confirm(
    clients,
    wallet.writeContract({
      address: pool,
      abi: dpinePoolAbi,
      functionName: 'addLiquidity',
      args: [DEV_POOL_USDT, DEV_POOL_DPINE],
    }),
  )

  await confirm(
    clients,
    wallet.writeContract({
      address: order,
      abi: vitaOrderAbi,
      functionName: 'setWhitelisted',
      args: [accounts, true],
    }),
  )
  await confirm(
    clients,
    wallet.writeContract({ address: order, abi: vitaOrderAbi, functionName: 'setSellEnabled', args: [true] }),
  )
  await confirm(
    clients,
    wallet.writeContract({
      address: order,
      abi: vitaOrderAbi,
      functionName: 'setSellPermission',
      args: [accounts.slice(0, DEV_SELLERS), true],
    }),
  )
  await confirm(
    clients,
    wallet.writeContract({
      address: order,
      abi: vitaOrderAbi,
      functionName: 'setOperator',
      args: [devAccount(DEV_OPERATOR_ACCOUNT_INDEX).address, true],
    }),
  )
  if (deployment.contracts.solvencyRegistry)
    await handRegistryToOperator(clients, deployment.contracts.solvencyRegistry)
}

/** SolvencyRegistry's ownership to the dev operator (Ownable2Step: the owner offers, the operator accepts). */
async function handRegistryToOperator(clients: DeployClients, registry: Address): Promise<void> {
  const operator = devAccount(DEV_OPERATOR_ACCOUNT_INDEX)
  await confirm(
    clients,
    clients.wallet.writeContract({
      address: registry,
      abi: solvencyRegistryAbi,
      functionName: 'transferOwnership',
      args: [operator.address],
    }),
  )
  const operatorWallet = createWalletClient({
    account: operator,
    chain: clients.wallet.chain,
    transport: custom(clients.publicClient),
  })
  await confirm(
    clients,
    operatorWallet.writeContract({
      address: registry,
      abi: solvencyRegistryAbi,
      functionName: 'acceptOwnership',
    }),
  )
}
