import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { mockUsdtAbi } from '@vita/contracts/generated/abi/mockUsdt'
import { dpinePoolAbi } from '@vita/contracts/generated/abi/dpinePool'
import { dpineTokenAbi } from '@vita/contracts/generated/abi/dpineToken'
import { devAccount } from '@vita/contracts/devAccounts'
import type { Deployment } from '@vita/contracts/deployment'
import type { PoolReserves } from '@vita/shared/pool'
import { createWalletClient, http, parseEther, type Address, type Hash } from 'viem'
import type { LocalAccount } from 'viem'
import type { ChainClients } from '@vita/api/chain'

/**
 * Gas limit of a demo trade (spec §9's fallback, well above a swap or sale): given, so each trade skips
 * the estimate round trip; a trade that would revert still reverts, and the demo stops on it.
 */
const TRADE_GAS = 800_000n

/** The dev chain as the demo drives it: its clock, funding from a dev account, members' own transactions. */
export type DemoChain = ReturnType<typeof demoChain>

/**
 * `funder` pays the members' BNB and USDT: dev account 0 while the seed runs (before any job), another
 * dev account for the market-maker job, so it never takes a nonce from the payout job's hot wallet
 * (dev account 0 on the dev chain).
 */
export function demoChain(
  rpcUrl: string,
  clients: ChainClients,
  deployment: Deployment,
  funder: LocalAccount = devAccount(0),
) {
  const publicClient = clients.primary
  const { usdt, dpine, order, pool } = deployment.contracts
  if (!order || !pool) throw new Error('the deployment has no order or pool contract')
  const walletOf = (account: LocalAccount) =>
    createWalletClient({ account, chain: clients.chain, transport: http(rpcUrl) })
  const confirmed = async (hash: Promise<Hash>) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`demo transaction ${receipt.transactionHash} reverted`)
    return receipt
  }
  const request = (method: string, params: unknown[]) =>
    publicClient.request({ method: method as never, params: params as never })

  /** 1 BNB for gas from the funder. */
  const fundGas = async (to: Address) => {
    await confirmed(walletOf(funder).sendTransaction({ to, value: parseEther('1') }))
  }
  /** USDT from the funder. */
  const fundUsdt = async (to: Address, amount: bigint) => {
    await confirmed(
      walletOf(funder).writeContract({
        address: usdt,
        abi: mockUsdtAbi,
        functionName: 'transfer',
        args: [to, amount],
      }),
    )
  }

  return {
    /** The next block's time (seconds); later blocks follow on from it. Never moves the clock back. */
    async moveClockTo(at: Date) {
      const latest = await publicClient.getBlock({ blockTag: 'latest' })
      const target = BigInt(Math.floor(at.getTime() / 1000))
      if (target > latest.timestamp) await request('evm_setNextBlockTimestamp', [Number(target)])
    },
    /** BNB for gas and USDT for orders, from the funder. */
    async fund(to: Address, usdtAmount: bigint) {
      await fundGas(to)
      await fundUsdt(to, usdtAmount)
    },
    fundGas,
    fundUsdt,
    /** DPINE from dev account 0 (the deployer's treasury), for a trader's first sales. */
    async fundDpine(to: Address, amount: bigint) {
      await confirmed(
        walletOf(devAccount(0)).writeContract({
          address: dpine,
          abi: dpineTokenAbi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      )
    },
    /** VitaOrder.setSellPermission by the contracts' owner (dev account 0, the deployer). */
    async permitSales(accounts: readonly Address[]) {
      await confirmed(
        walletOf(devAccount(0)).writeContract({
          address: order,
          abi: vitaOrderAbi,
          functionName: 'setSellPermission',
          args: [[...accounts], true],
        }),
      )
    },
    /** The trade screens' allowances: USDT to the pool (buys), DPINE to the order contract (sales). */
    async approveTrading(account: LocalAccount, usdtAmount: bigint, dpineAmount: bigint) {
      const wallet = walletOf(account)
      await confirmed(
        wallet.writeContract({
          address: usdt,
          abi: mockUsdtAbi,
          functionName: 'approve',
          args: [pool, usdtAmount],
        }),
      )
      await confirmed(
        wallet.writeContract({
          address: dpine,
          abi: dpineTokenAbi,
          functionName: 'approve',
          args: [order, dpineAmount],
        }),
      )
    },
    /** DpinePool.getReserves(): what the quotes are computed from. */
    async reserves(): Promise<PoolReserves> {
      const [reserveUsdt, reserveDpine] = await publicClient.readContract({
        address: pool,
        abi: dpinePoolAbi,
        functionName: 'getReserves',
      })
      return { reserveUsdt, reserveDpine }
    },
    /** The time (seconds) the next block will carry: the chain's now, whatever its offset to the wall clock. */
    async now(): Promise<bigint> {
      const pending = await publicClient.getBlock({ blockTag: 'pending' })
      return pending.timestamp
    },
    /** What a trader holds and has granted: gas, both tokens, the trade screens' allowances, sale permission. */
    async wallet(account: Address) {
      const [gas, usdtBalance, dpineBalance, usdtAllowance, dpineAllowance, canSell] = await Promise.all([
        publicClient.getBalance({ address: account }),
        publicClient.readContract({
          address: usdt,
          abi: mockUsdtAbi,
          functionName: 'balanceOf',
          args: [account],
        }),
        publicClient.readContract({
          address: dpine,
          abi: dpineTokenAbi,
          functionName: 'balanceOf',
          args: [account],
        }),
        publicClient.readContract({
          address: usdt,
          abi: mockUsdtAbi,
          functionName: 'allowance',
          args: [account, pool],
        }),
        publicClient.readContract({
          address: dpine,
          abi: dpineTokenAbi,
          functionName: 'allowance',
          args: [account, order],
        }),
        publicClient.readContract({
          address: order,
          abi: vitaOrderAbi,
          functionName: 'canSellDPINE',
          args: [account],
        }),
      ])
      return { gas, usdt: usdtBalance, dpine: dpineBalance, usdtAllowance, dpineAllowance, canSell }
    },
    async dpineBalance(account: Address): Promise<bigint> {
      return publicClient.readContract({
        address: dpine,
        abi: dpineTokenAbi,
        functionName: 'balanceOf',
        args: [account],
      })
    },
    /** The swap screen's buy: DpinePool.swapExactIn(usdtIn = true) to the member's own wallet. */
    async buy(account: LocalAccount, usdtIn: bigint, minDpineOut: bigint, deadline: bigint) {
      await confirmed(
        walletOf(account).writeContract({
          address: pool,
          abi: dpinePoolAbi,
          functionName: 'swapExactIn',
          args: [true, usdtIn, minDpineOut, account.address, deadline],
          gas: TRADE_GAS,
        }),
      )
    },
    /** The swap screen's sale: VitaOrder.sellDPINEWithMinimum (the pool swap, 10% back to the pool). */
    async sell(account: LocalAccount, dpineIn: bigint, minUsdtOut: bigint, deadline: bigint) {
      await confirmed(
        walletOf(account).writeContract({
          address: order,
          abi: vitaOrderAbi,
          functionName: 'sellDPINEWithMinimum',
          args: [dpineIn, minUsdtOut, deadline],
          gas: TRADE_GAS,
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
