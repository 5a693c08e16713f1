/** Test support of the solvency screen: a day's tree of members, its API answers and its chain entry. */
import type { SolvencyDay, SolvencyProof } from '@vita/shared/schemas/solvency'
import type { AppConfig } from '@vita/shared/schemas/system'
import { buildSumTree, memberCommitment, sumProofToJson } from '@vita/shared/solvency'
import type { Hex } from 'viem'
import { registerTexts } from '../../lib/i18n'
import type { PublishedLiabilities } from './api/readPublishedLiabilities'
import { solvencyEn } from './locales/en'
import { solvencyZh } from './locales/zh'

registerTexts(solvencyZh, solvencyEn)

export const UNIT = 10n ** 18n
export const REGISTRY = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const EXPLORER = 'https://bscscan.com'
export const CURRENCIES = ['USDT', 'DPINE'] as const
export const DAY = '2026-11-28'
export const ME = '00000000-0000-4000-8000-000000000000'
const hex32 = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`

type TestMember = { uuid: string; salt: Hex; amounts: bigint[] }

/** Five members, the signed-in one (ME) third, each with a salt of their own. */
export const members: TestMember[] = [1, 2, 3, 4, 5].map((n) => ({
  uuid: n === 3 ? ME : `00000000-0000-4000-8000-00000000000${n}`,
  salt: hex32(1000 + n),
  amounts: [BigInt(n) * 10n * UNIT, BigInt(n) * UNIT],
}))

export function dayTree(people: readonly TestMember[] = members) {
  return buildSumTree(
    people.map((member) => ({
      memberCommitment: memberCommitment({ salt: member.salt, memberId: member.uuid }),
      amounts: member.amounts,
    })),
    [...CURRENCIES],
  )
}

/** What GET /solvency/days/:day/proof answers for the member at `index`. */
export function proofAnswer(index = 2, tree = dayTree()): SolvencyProof {
  const member = members[index]
  if (!member) throw new Error(`no member ${index}`)
  return { day: DAY, memberUuid: member.uuid, salt: member.salt, file: sumProofToJson(tree.proofOf(index)) }
}

/** What SolvencyRegistry holds for the day when the tree was published. */
export function publishedEntry(tree = dayTree()): PublishedLiabilities {
  return {
    root: tree.root,
    totals: tree.totals,
    currencies: [...CURRENCIES],
    reservesBlock: 90n,
    publishedAt: 1n,
  }
}

/** GET /solvency/latest's day for the tree, with reserves and a confirmed publication. */
export function dayAnswer(overrides: Partial<SolvencyDay> = {}, tree = dayTree()): SolvencyDay {
  return {
    day: DAY,
    root: tree.root,
    memberCount: tree.leafCount,
    currencies: [...CURRENCIES],
    totals: tree.totals.map(String),
    takenAt: '2026-11-28T16:05:00.000Z',
    reserves: {
      blockNumber: '90',
      holdings: [
        {
          label: 'payoutWallet',
          address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          currency: 'USDT',
          amount: (200n * UNIT).toString(),
        },
        {
          label: 'centralBankPool',
          address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
          currency: 'DPINE',
          amount: (10n * UNIT).toString(),
        },
        // An operator's own label (SOLVENCY_RESERVES) that the app has no text for.
        {
          label: 'coldWallet',
          address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
          currency: 'USDT',
          amount: '0',
        },
      ],
      totals: [(200n * UNIT).toString(), (10n * UNIT).toString()],
    },
    publication: {
      registry: REGISTRY,
      txHash: hex32(77),
      status: 'published',
      blockNumber: '95',
    },
    ...overrides,
  }
}

/** GET /app/config with the registry deployed (or not). */
export function configAnswer({ registry = true } = {}): AppConfig {
  return {
    chain: {
      chainId: 56,
      name: 'BNB Smart Chain',
      rpcUrl: 'https://rpc.example',
      backupRpcUrl: null,
      explorerUrl: EXPLORER,
      nativeSymbol: 'BNB',
      nativeDecimals: 18,
    },
    productName: 'DPINE',
    tokens: { USDT: null, DPINE: null },
    contracts: registry ? { solvencyRegistry: REGISTRY } : {},
    features: {},
    stepUp: { transferThreshold: '0', shopPaymentThreshold: '0' },
    appVersion: '1.0.0',
  }
}
