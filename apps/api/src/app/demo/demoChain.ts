import { vitaOrderAbi } from '@vita/contracts/abi/vitaOrder'
import { mockUsdtAbi } from '@vita/contracts/abi/mockUsdt'
import { devAccount } from '@vita/contracts/devAccounts'
import type { Deployment } from '@vita/contracts/deployment'
import { createWalletClient, http, parseEther, type Address, type Hash } from 'viem'
import type { LocalAccount } from 'viem'
import type { ChainClients } from '../../platform/chain'

/** The dev chain as the demo drives it: its clock, funding from a dev account, members' own transactions. */
export type DemoChain = ReturnType<typeof demoChain>

export function demoChain(rpcUrl: string, clients: ChainClients, deployment: Deployment) {
  const publicClient = clients.primary
  const { usdt, order } = deployment.contracts
  if (!order) throw new Error('the deployment has no order contract')
  const walletOf = (account: LocalAccount) =>
    createWalletClient({ account, chain: clients.chain, transport: http(rpcUrl) })
  const confirmed = async (hash: Promise<Hash>) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`demo transaction ${receipt.transactionHash} reverted`)
    return receipt
  }
  const request = (method: string, params: unknown[]) =>
    publicClient.request({ method: method as never, params: params as never })

  return {
    /** The next block's time (seconds); later blocks follow on from it. Never moves the clock back. */
    async moveClockTo(at: Date) {
      const latest = await publicClient.getBlock({ blockTag: 'latest' })
      const target = BigInt(Math.floor(at.getTime() / 1000))
      if (target > latest.timestamp) await request('evm_setNextBlockTimestamp', [Number(target)])
    },
    /** BNB for gas and USDT for orders, from dev account 0 (the genesis member's wallet). */
    async fund(to: Address, usdtAmount: bigint) {
      const funder = walletOf(devAccount(0))
      await confirmed(funder.sendTransaction({ to, value: parseEther('1') }))
      await confirmed(
        funder.writeContract({
          address: usdt,
          abi: mockUsdtAbi,
          functionName: 'transfer',
          args: [to, usdtAmount],
        }),
      )
    },
    async approveOrders(account: LocalAccount, amount: bigint) {
      await confirmed(
        walletOf(account).writeContract({
          address: usdt,
          abi: mockUsdtAbi,
          functionName: 'approve',
          args: [order, amount],
        }),
      )
    },
    /** VitaOrder.placeOrder from the member's own wallet; returns the transaction hash. */
    async placeOrder(account: LocalAccount, price: bigint, referrer: Address): Promise<Hash> {
      const receipt = await confirmed(
        walletOf(account).writeContract({
          address: order,
          abi: vitaOrderAbi,
          functionName: 'placeOrder',
          args: [price, referrer],
        }),
      )
      return receipt.transactionHash
    },
  }
}
