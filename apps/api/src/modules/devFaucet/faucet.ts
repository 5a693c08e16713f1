import { mockUsdtAbi } from '@vita/contracts/generated/abi/mockUsdt'
import { devAccount } from '@vita/contracts/devAccounts'
import { ApiCode } from '@vita/shared'
import {
  createWalletClient,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hash,
  type LocalAccount,
} from 'viem'
import type { Config } from '../../config'
import type { ChainClients } from '../../platform/chain'
import { DomainError } from '../../platform/http/domainError'
import type { RequestLimit } from '../../platform/http/rateLimits'

/**
 * The faucet's dev account: one no test, bench or demo sends from (0 pays withdrawals and seeds the
 * demo, 19 whitelists, the browser tests fund from 15 and 17), so its nonces never race theirs.
 * Hardhat gives it 10,000 BNB and seedDevChain 1,000,000 USDT.
 */
export const DEV_FAUCET_ACCOUNT_INDEX = 18

/** What one faucet request sends: gas for many transactions, and USDT for a swap, a club order and the shop. */
export const DEV_FAUCET_GRANT = { BNB: parseEther('1'), USDT: parseUnits('1000', 18) } as const

/** Per wallet address: 3 grants an hour. Per client IP: 10 an hour (a newcomer trying a few burner keys). */
export const DEV_FAUCET_LIMITS = {
  perAddress: { max: 3, timeWindow: 60 * 60_000 },
  perIp: { max: 10, timeWindow: 60 * 60_000 },
} as const satisfies Record<string, RequestLimit>

/** BNB the faucet keeps for its own gas beyond a grant. */
const GAS_RESERVE = parseEther('0.01')

/**
 * Whether the faucet (and the web app's dev wallet) may exist: on the local dev chain only, i.e. no
 * RPC_URL, and never on BSC mainnet whatever CHAIN_ID says.
 */
export function devFaucetEnabled(config: Pick<Config, 'devChain' | 'chainId'>): boolean {
  return config.devChain && config.chainId !== 56
}

export type DevFaucetGrant = {
  address: Address
  BNB: { amount: bigint; txHash: Hash }
  USDT: { amount: bigint; txHash: Hash }
}

export type DevFaucet = {
  /** Sends the grant to `to` and waits for both transactions; one grant at a time (one nonce sequence). */
  drip(to: Address): Promise<DevFaucetGrant>
}

const faucetEmpty = () => new DomainError('faucetEmpty', ApiCode.serviceUnavailable, 503)
const faucetFailed = (cause: unknown) =>
  new DomainError('faucetFailed', ApiCode.serviceUnavailable, 503, undefined, { cause })

export function createDevFaucet(parameters: {
  clients: ChainClients
  /** The dev chain's RPC the faucet sends through. */
  rpcUrl: string
  /** The MockUSDT address (from the deployment, read at each grant: it appears once deployed). */
  usdt: () => Address | undefined
  account?: LocalAccount
  grant?: { BNB: bigint; USDT: bigint }
}): DevFaucet {
  const { clients, usdt } = parameters
  const account = parameters.account ?? devAccount(DEV_FAUCET_ACCOUNT_INDEX)
  const grant = parameters.grant ?? DEV_FAUCET_GRANT
  const publicClient = clients.primary
  const wallet = createWalletClient({ account, chain: clients.chain, transport: http(parameters.rpcUrl) })
  let queue: Promise<unknown> = Promise.resolve()

  const confirmed = async (hash: Hash): Promise<Hash> => {
    const receipt = await publicClient.waitForTransactionReceipt({
      hash,
      pollingInterval: 100,
      timeout: 30_000,
    })
    if (receipt.status !== 'success') throw new Error(`faucet transaction ${hash} reverted`)
    return hash
  }

  async function send(to: Address): Promise<DevFaucetGrant> {
    const token = usdt()
    if (!token) throw faucetFailed(new Error('no USDT contract deployed'))
    let balances: [bigint, bigint]
    try {
      balances = await Promise.all([
        publicClient.getBalance({ address: account.address }),
        publicClient.readContract({
          address: token,
          abi: mockUsdtAbi,
          functionName: 'balanceOf',
          args: [account.address],
        }),
      ])
    } catch (error) {
      throw faucetFailed(error)
    }
    const [bnb, usdtBalance] = balances
    if (bnb < grant.BNB + GAS_RESERVE || usdtBalance < grant.USDT) throw faucetEmpty()
    try {
      const bnbHash = await confirmed(await wallet.sendTransaction({ to, value: grant.BNB }))
      const usdtHash = await confirmed(
        await wallet.writeContract({
          address: token,
          abi: mockUsdtAbi,
          functionName: 'transfer',
          args: [to, grant.USDT],
        }),
      )
      return {
        address: to,
        BNB: { amount: grant.BNB, txHash: bnbHash },
        USDT: { amount: grant.USDT, txHash: usdtHash },
      }
    } catch (error) {
      throw faucetFailed(error)
    }
  }

  return {
    drip(to) {
      const run = queue.then(
        () => send(to),
        () => send(to),
      )
      queue = run.catch(() => undefined)
      return run
    },
  }
}
