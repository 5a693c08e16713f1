import { eq } from 'drizzle-orm'
import { createWalletClient, erc20Abi, http, keccak256, toHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devPrivateKey, type Deployment, type DevChain } from '@vita/contracts'
import { createChainClients } from '../../../platform/chain'
import type { Db } from '../../../platform/db/client'
import { fund, UNIT } from '../../assets/assetsTesting'
import { getAccountBalances, reserveTransfer } from '../../ledger'
import { withdrawals } from '../tables'
import { createPayoutContext } from './createPayoutContext'
import type { PayoutContext } from './payoutContext'

export const PAYOUT_TEST_CHAIN_ID = 31337
/** The fee of every withdrawal the fixture makes. */
export const WITHDRAWAL_FEE = UNIT

export type PayoutFixtureParameters = {
  db: Db
  chain: DevChain
  deployment: Deployment
  /** Withdrawals are made by members firstMemberId + 1, + 2, …: insert them first (insertTestMembers). */
  firstMemberId: number
}

/**
 * What the payout tests share on a dev chain: a payout context (optionally through another RPC URL,
 * e.g. an rpcProxyTesting proxy), members with a withdrawal, and readings of the row, the ledger and
 * the tokens. The hot wallet is dev account 0.
 */
export function payoutFixture({ db, chain, deployment, firstMemberId }: PayoutFixtureParameters) {
  let members = 0
  const clientsAt = (rpcUrl: string) => createChainClients({ chainId: PAYOUT_TEST_CHAIN_ID, rpcUrl })
  const direct = clientsAt(chain.rpcUrl)

  /** A payout context; `rpcUrl` puts both its clients (failover and proof) behind that URL. */
  const context = (
    overrides: Partial<PayoutContext> & { privateKey?: Hex; rpcUrl?: string } = {},
  ): PayoutContext => {
    const { privateKey = devPrivateKey(0), rpcUrl, ...rest } = overrides
    const clients = rpcUrl ? clientsAt(rpcUrl) : direct
    const base = createPayoutContext({
      db,
      chainId: PAYOUT_TEST_CHAIN_ID,
      client: clients.failover,
      proofClient: clients.primary,
      privateKey,
      tokens: { USDT: deployment.contracts.usdt, DPINE: deployment.contracts.dpine },
    })
    return { ...base, ...rest }
  }
  /** A context whose broadcasts never reach the node (a worker that stored, then crashed). */
  const crashingContext = (): PayoutContext => {
    const crashing = context()
    crashing.client = {
      ...crashing.client,
      sendRawTransaction: () => Promise.reject(new Error('connection reset')),
    }
    return crashing
  }
  const tokenBalance = (address: Address) =>
    direct.primary.readContract({
      address: deployment.contracts.dpine,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  const withdrawalOf = (amount: bigint) => insertWithdrawal(db, firstMemberId + ++members, amount)
  const row = (id: string) => withdrawalRow(db, id)
  const memberBalance = (memberId: number) => memberDpine(db, memberId)
  /** A raw call on the dev chain (Hardhat's evm_* included). */
  const devRpc = (method: string, params: unknown[] = []) =>
    direct.primary.request({ method, params } as never) as Promise<unknown>
  /** Someone else spends `nonce` from the hot wallet (a transfer of 0 to itself), mined at once. */
  async function takeNonce(nonce: number): Promise<Hex> {
    const wallet = createWalletClient({
      account: privateKeyToAccount(devPrivateKey(0)),
      chain: direct.chain,
      transport: http(chain.rpcUrl),
    })
    return wallet.sendTransaction({ to: wallet.account.address, value: 0n, nonce })
  }
  return {
    context,
    crashingContext,
    clientsAt,
    tokenBalance,
    withdrawalOf,
    row,
    memberBalance,
    devRpc,
    takeNonce,
  }
}

/** Recipients are fresh (token balance 0) and the same on every run: derived from a counter. */
let recipients = 0

/**
 * Member `memberId` gets 200 DPINE and one withdrawal of `amount` (fee 1 DPINE), stored as
 * requestWithdrawal leaves it — a pending row and its ledger reservation — without the request's
 * checks, which are not what the payout tests are about.
 */
export async function insertWithdrawal(db: Db, memberId: number, amount: bigint) {
  await fund(db, memberId, 'DPINE', 200n * UNIT)
  const to = privateKeyToAccount(keccak256(toHex(`payout-test recipient ${++recipients}`))).address
  const id = crypto.randomUUID()
  await db.transaction(async (tx) => {
    const { transfer } = await reserveTransfer(tx, {
      idempotencyKey: `withdraw:${id}:reserve`,
      currency: 'DPINE',
      type: 'withdraw',
      amount,
      from: { memberId },
      to: { systemCode: 'withdrawal_clearing' },
      reference: { type: 'withdrawal', id },
    })
    await tx.insert(withdrawals).values({
      id,
      memberId,
      idempotencyKey: `${memberId}:${id}`,
      requestHash: 'payout-test',
      currency: 'DPINE',
      amount,
      fee: WITHDRAWAL_FEE,
      netAmount: amount - WITHDRAWAL_FEE,
      address: to,
      status: 'pending',
      reserveTransferId: transfer.id,
    })
  })
  return { memberId, to, id }
}

export async function withdrawalRow(db: Db, id: string) {
  const [found] = await db.select().from(withdrawals).where(eq(withdrawals.id, id))
  if (!found) throw new Error(`withdrawal ${id} missing`)
  return found
}

/** The member's DPINE account (balance, pending debits, available). */
export const memberDpine = async (db: Db, memberId: number) =>
  (await getAccountBalances(db, { owner: { memberId }, currency: 'DPINE' }))[0]

/** A system account's DPINE balance. */
export const systemDpine = async (
  db: Db,
  systemCode: 'fee_pool' | 'chain_deposits' | 'withdrawal_clearing',
) => (await getAccountBalances(db, { owner: { systemCode }, currency: 'DPINE' }))[0]?.balance ?? 0n

export { UNIT }
