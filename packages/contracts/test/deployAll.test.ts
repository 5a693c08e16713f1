import assert from 'node:assert/strict'
import { createServer } from 'node:net'
import { after, before, describe, it } from 'node:test'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  maxUint256,
  parseUnits,
  zeroAddress,
  type PublicClient,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { accountingAbi } from '../src/generated/abi/accounting'
import { dpineTokenAbi } from '../src/generated/abi/dpineToken'
import { dpinePoolAbi } from '../src/generated/abi/dpinePool'
import { mockUsdtAbi } from '../src/generated/abi/mockUsdt'
import { vitaOrderAbi } from '../src/generated/abi/vitaOrder'
import {
  addDepositContract,
  addSolvencyRegistry,
  deployAll,
  INITIAL_MINIMUM_DEPOSITS,
  SOLVENCY_CURRENCIES,
} from '../src/deploy'
import { solvencyRegistryAbi } from '../src/generated/abi/solvencyRegistry'
import { vitaDepositAbi } from '../src/generated/abi/vitaDeposit'
import type { Deployment } from '../src/deployment'
import { devAccount, devAccounts } from '../src/devAccounts'
import { startDevChain, type DevChain } from '../src/devChain'
import {
  DEV_OPERATOR_ACCOUNT_INDEX,
  DEV_POOL_DPINE,
  DEV_POOL_USDT,
  DEV_USDT_PER_ACCOUNT,
} from '../src/seedDevChain'

const CHAIN_ID = 31337

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

describe('startDevChain + deployAll', () => {
  let chain: DevChain
  let deployment: Deployment
  let client: PublicClient

  before(async () => {
    chain = await startDevChain({ port: await freePort(), chainId: CHAIN_ID })
    deployment = await deployAll({ rpcUrl: chain.rpcUrl, chainId: CHAIN_ID })
    client = createPublicClient({ transport: http(chain.rpcUrl) })
  })
  after(async () => {
    await chain?.stop()
  })

  it('derives the 20 Hardhat mnemonic accounts', () => {
    const accounts = devAccounts()
    assert.equal(accounts.length, 20)
    assert.equal(accounts[0]?.address, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    assert.equal(devAccount(19).address, '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199')
    assert.throws(() => devAccount(20), RangeError)
  })

  it('deploys to deterministic addresses from block 1', async () => {
    assert.equal(await client.getChainId(), CHAIN_ID)
    assert.equal(deployment.startBlock, '1')
    assert.equal(deployment.deployer, devAccount(0).address)
    assert.equal(deployment.contracts.usdt, '0x5FbDB2315678afecb367f032d93F642f64180aa3')
    assert.equal(deployment.contracts.dpine, '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
    assert.equal(deployment.contracts.order, '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853')
  })

  it('seeds balances, liquidity, whitelist, sell permissions, the operator and project holdings', async () => {
    const { usdt, dpine, pool, order } = deployment.contracts
    if (!pool || !order) throw new Error('incomplete deployment')
    const read = client.readContract
    const [first, last] = [devAccount(0).address, devAccount(19).address]
    assert.equal(
      await read({ address: usdt, abi: mockUsdtAbi, functionName: 'balanceOf', args: [last] }),
      DEV_USDT_PER_ACCOUNT,
    )
    assert.equal(
      await read({ address: usdt, abi: mockUsdtAbi, functionName: 'balanceOf', args: [first] }),
      DEV_USDT_PER_ACCOUNT,
    )
    assert.deepEqual(await read({ address: pool, abi: dpinePoolAbi, functionName: 'getReserves' }), [
      DEV_POOL_USDT,
      DEV_POOL_DPINE,
    ])
    assert.equal(await read({ address: pool, abi: dpinePoolAbi, functionName: 'price' }), 10n ** 16n)
    assert.equal(
      await read({ address: order, abi: vitaOrderAbi, functionName: 'isWhitelisted', args: [last] }),
      true,
    )
    assert.equal(await read({ address: order, abi: vitaOrderAbi, functionName: 'sellEnabled' }), true)
    const canSell = (index: number) =>
      read({
        address: order,
        abi: vitaOrderAbi,
        functionName: 'canSellDPINE',
        args: [devAccount(index).address],
      })
    assert.deepEqual([await canSell(0), await canSell(9), await canSell(10)], [true, true, false])
    const isOperator = (index: number) =>
      read({
        address: order,
        abi: vitaOrderAbi,
        functionName: 'isOperator',
        args: [devAccount(index).address],
      })
    assert.deepEqual([await isOperator(DEV_OPERATOR_ACCOUNT_INDEX), await isOperator(1)], [true, false])
    const holdings = await read({ address: dpine, abi: dpineTokenAbi, functionName: 'projectHoldings' })
    assert.deepEqual(holdings, [first, order])
  })

  it('deploys the deposit contract for USDT and DPINE with its minimums', async () => {
    const { usdt, dpine, deposit } = deployment.contracts
    if (!deposit) throw new Error('incomplete deployment')
    const minimum = (token: typeof usdt) =>
      client.readContract({
        address: deposit,
        abi: vitaDepositAbi,
        functionName: 'minimumDeposit',
        args: [token],
      })
    assert.deepEqual(
      [await minimum(usdt), await minimum(dpine)],
      [INITIAL_MINIMUM_DEPOSITS.usdt, INITIAL_MINIMUM_DEPOSITS.dpine],
    )
    assert.equal(
      await client.readContract({ address: deposit, abi: vitaDepositAbi, functionName: 'dpine' }),
      dpine,
    )
  })

  it('adds the deposit contract to a deployment made without one, and refuses a second', async () => {
    const { deposit: _deposit, ...older } = deployment.contracts
    const added = await addDepositContract({
      rpcUrl: chain.rpcUrl,
      deployment: { ...deployment, contracts: older },
    })
    assert.ok(added.contracts.deposit && added.contracts.deposit !== deployment.contracts.deposit)
    assert.equal(
      await client.readContract({
        address: added.contracts.deposit,
        abi: vitaDepositAbi,
        functionName: 'usdt',
      }),
      deployment.contracts.usdt,
    )
    await assert.rejects(
      addDepositContract({ rpcUrl: chain.rpcUrl, deployment: added }),
      /already has a deposit contract/,
    )
  })

  it('deploys the solvency registry for the tree’s currencies, owned on the dev chain by the operator, nothing published', async () => {
    const { solvencyRegistry } = deployment.contracts
    if (!solvencyRegistry) throw new Error('incomplete deployment')
    const read = client.readContract
    assert.deepEqual(
      await read({ address: solvencyRegistry, abi: solvencyRegistryAbi, functionName: 'currencies' }),
      [...SOLVENCY_CURRENCIES],
    )
    assert.equal(
      await read({ address: solvencyRegistry, abi: solvencyRegistryAbi, functionName: 'owner' }),
      devAccount(DEV_OPERATOR_ACCOUNT_INDEX).address,
    )
    assert.equal(
      await read({ address: solvencyRegistry, abi: solvencyRegistryAbi, functionName: 'pendingOwner' }),
      zeroAddress,
    )
    assert.equal(
      await read({ address: solvencyRegistry, abi: solvencyRegistryAbi, functionName: 'publishedDayCount' }),
      0,
    )
  })

  it('adds the solvency registry to a deployment made without one, and refuses a second', async () => {
    const { solvencyRegistry: _registry, ...older } = deployment.contracts
    const added = await addSolvencyRegistry({
      rpcUrl: chain.rpcUrl,
      deployment: { ...deployment, contracts: older },
    })
    assert.ok(
      added.contracts.solvencyRegistry &&
        added.contracts.solvencyRegistry !== deployment.contracts.solvencyRegistry,
    )
    assert.deepEqual(added.contracts, {
      ...deployment.contracts,
      solvencyRegistry: added.contracts.solvencyRegistry,
    })
    await assert.rejects(
      addSolvencyRegistry({ rpcUrl: chain.rpcUrl, deployment: added }),
      /already has a solvency registry/,
    )
  })

  it('makes the order contract the pool sell router and prices orders at the 30-minute average', async () => {
    const { pool, order, accounting } = deployment.contracts
    if (!pool || !order || !accounting) throw new Error('incomplete deployment')
    const read = client.readContract
    assert.equal(await read({ address: pool, abi: dpinePoolAbi, functionName: 'sellRouter' }), order)
    assert.equal(await read({ address: accounting, abi: accountingAbi, functionName: 'twapWindow' }), 1800)
    assert.equal(
      await read({ address: accounting, abi: accountingAbi, functionName: 'owner' }),
      devAccount(0).address,
    )
    // A fresh chain has no 30 minutes of history yet: the spot price applies, and says so.
    assert.deepEqual(
      await read({ address: accounting, abi: accountingAbi, functionName: 'currentPriceInfo' }),
      [10n ** 16n, false, 1800],
    )
  })

  it('takes an order of exactly 224 USDT as the API test chain sends it, and the dev operator key whitelists', async () => {
    const { usdt, order } = deployment.contracts
    if (!order) throw new Error('incomplete deployment')
    const chainConfig = defineChain({
      id: CHAIN_ID,
      name: 'dev',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const walletOf = (index: number) =>
      createWalletClient({ account: devAccount(index), chain: chainConfig, transport: http(chain.rpcUrl) })
    const mined = async (hash: `0x${string}`) =>
      assert.equal((await client.waitForTransactionReceipt({ hash })).status, 'success')

    const buyer = walletOf(13)
    await mined(
      await buyer.writeContract({
        address: usdt,
        abi: mockUsdtAbi,
        functionName: 'approve',
        args: [order, maxUint256],
      }),
    )
    await mined(
      await buyer.writeContract({
        address: order,
        abi: vitaOrderAbi,
        functionName: 'placeOrder',
        args: [parseUnits('224', 18), devAccount(0).address],
      }),
    )
    const read = client.readContract
    const buyerAddress = devAccount(13).address
    assert.equal(
      await read({ address: order, abi: vitaOrderAbi, functionName: 'ordersOf', args: [buyerAddress] }),
      1n,
    )

    const fresh = privateKeyToAddress(`0x${'c1'.repeat(32)}`)
    await mined(
      await walletOf(DEV_OPERATOR_ACCOUNT_INDEX).writeContract({
        address: order,
        abi: vitaOrderAbi,
        functionName: 'whitelistBatch',
        args: [[fresh, buyerAddress]],
      }),
    )
    assert.equal(
      await read({ address: order, abi: vitaOrderAbi, functionName: 'isWhitelisted', args: [fresh] }),
      true,
    )
  })
})
