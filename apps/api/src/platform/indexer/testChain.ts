import {
  createTestClient,
  createWalletClient,
  http,
  maxUint256,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import {
  deployAll,
  devAccount,
  dpinePoolAbi,
  mockUsdtAbi,
  startDevChain,
  vitaDepositAbi,
  vitaOrderAbi,
  type Deployment,
  type DevChain,
} from '@vita/contracts'
import { createChainClients, type ChainClient } from '../chain/clients'

/**
 * Test support: a Hardhat dev chain with the Vita contracts deployed, and the few actions the
 * indexer tests need (swaps, orders, sales, mining, snapshots). Uses the node's unlocked accounts.
 */
export type TestChain = {
  chain: DevChain
  deployment: Deployment
  /** Every contract address (deployAll on a dev chain deploys them all). */
  contracts: Required<Deployment['contracts']>
  rpcUrl: string
  client: ChainClient
  /** A buy on the pool, or (usdtIn false) a sale through the order contract: the pool takes DPINE only from it. */
  swap(parameters: { trader: number; usdtIn: boolean; amount: string }): Promise<Hex>
  placeOrder(parameters: { buyer: number; amount: string }): Promise<Hex>
  sell(parameters: { seller: number; amount: string }): Promise<Hex>
  /** Deposits `amount` of a token from dev account `from` into the app (VitaDeposit), approving it first. */
  deposit(parameters: { from: number; token: 'usdt' | 'dpine'; amount: string }): Promise<Hex>
  /** Sends `amount` of a token from dev account `from` to any address. */
  sendToken(parameters: { from: number; token: 'usdt' | 'dpine'; to: Address; amount: string }): Promise<Hex>
  mine(blocks?: number): Promise<void>
  setAutomine(enabled: boolean): Promise<void>
  snapshot(): Promise<Hex>
  revert(id: Hex): Promise<void>
  blockNumber(): Promise<bigint>
  stop(): Promise<void>
}

export async function startTestChain(port: number): Promise<TestChain> {
  const chain = await startDevChain({ port, chainId: 31337 })
  try {
    const deployment = await deployAll({ rpcUrl: chain.rpcUrl, chainId: 31337 })
    const { primary: client } = createChainClients({ chainId: 31337, rpcUrl: chain.rpcUrl })
    const transport = http(chain.rpcUrl, { retryCount: 2, retryDelay: 50 })
    const test = createTestClient({ mode: 'hardhat', transport, chain: client.chain })
    const {
      pool,
      order,
      accounting,
      staticDividendPool,
      centralBankPool,
      feePool,
      deposit,
      solvencyRegistry,
    } = deployment.contracts
    if (
      !pool ||
      !order ||
      !accounting ||
      !staticDividendPool ||
      !centralBankPool ||
      !feePool ||
      !deposit ||
      !solvencyRegistry
    ) {
      throw new Error('deployAll left a contract out')
    }
    const contracts = {
      ...deployment.contracts,
      pool,
      order,
      accounting,
      staticDividendPool,
      centralBankPool,
      feePool,
      deposit,
      solvencyRegistry,
    }
    const approved = new Set<string>()

    const wallet = (index: number) =>
      createWalletClient({ account: devAccount(index).address, chain: client.chain, transport })
    async function approveOnce(index: number, token: Address, spender: Address): Promise<void> {
      const key = `${index}:${token}:${spender}`
      if (approved.has(key)) return
      await wallet(index).writeContract({
        address: token,
        abi: mockUsdtAbi,
        functionName: 'approve',
        args: [spender, maxUint256],
      })
      approved.add(key)
    }

    async function sell({ seller, amount }: { seller: number; amount: string }): Promise<Hex> {
      await approveOnce(seller, deployment.contracts.dpine, contracts.order)
      return wallet(seller).writeContract({
        address: contracts.order,
        abi: vitaOrderAbi,
        functionName: 'sellDPINE',
        args: [parseUnits(amount, 18)],
      })
    }

    return {
      chain,
      deployment,
      contracts,
      rpcUrl: chain.rpcUrl,
      client,
      async swap({ trader, usdtIn, amount }) {
        if (!usdtIn) return sell({ seller: trader, amount })
        const token = deployment.contracts.usdt
        await approveOnce(trader, token, pool)
        return wallet(trader).writeContract({
          address: pool,
          abi: dpinePoolAbi,
          functionName: 'swapExactIn',
          args: [usdtIn, parseUnits(amount, 18), 0n, devAccount(trader).address, 2n ** 40n],
        })
      },
      async placeOrder({ buyer, amount }) {
        await approveOnce(buyer, deployment.contracts.usdt, order)
        return wallet(buyer).writeContract({
          address: order,
          abi: vitaOrderAbi,
          functionName: 'placeOrder',
          args: [parseUnits(amount, 18), devAccount(0).address],
        })
      },
      sell,
      async deposit({ from, token, amount }) {
        await approveOnce(from, deployment.contracts[token], deposit)
        return wallet(from).writeContract({
          address: deposit,
          abi: vitaDepositAbi,
          functionName: 'deposit',
          args: [deployment.contracts[token], parseUnits(amount, 18)],
        })
      },
      sendToken: ({ from, token, to, amount }) =>
        wallet(from).writeContract({
          address: deployment.contracts[token],
          abi: mockUsdtAbi,
          functionName: 'transfer',
          args: [to, parseUnits(amount, 18)],
        }),
      mine: (blocks = 1) => test.mine({ blocks }),
      setAutomine: (enabled) => test.setAutomine(enabled),
      snapshot: () => test.snapshot(),
      async revert(id) {
        await test.revert({ id })
        // Approvals made after the snapshot are gone with it.
        approved.clear()
      },
      blockNumber: () => client.getBlockNumber({ cacheTime: 0 }),
      stop: () => chain.stop(),
    }
  } catch (error) {
    await chain.stop()
    throw error
  }
}
