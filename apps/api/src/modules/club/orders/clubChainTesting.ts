import { eq, sql } from 'drizzle-orm'
import { devAccount } from '@vita/contracts'
import type { TestDatabase } from '../../../platform/db/testing'
import { queryRows } from '../../../platform/db/sql'
import { createHandlerRegistry } from '../../../platform/indexer/registry'
import { runIndexerOnce } from '../../../platform/indexer/runIndexerOnce'
import type { TestChain } from '../../../platform/indexer/testChain'
import { registerClubHandlers } from '../indexerHandlers'
import { clubMemberStats, clubOrders } from '../tables'
import { insertTreeMember, whitelistMember } from './clubOrdersTesting'
import { submitOrderTx } from './submitOrderTx'

export const PRICE = 224n * 10n ** 18n

/**
 * Test support for club orders on a dev chain: the tree 1 → 2 → {3 (dev 2), 4 (dev 3), 6 (dev 6),
 * 7 (dev 7)}, whitelisted buyers, and the reads the tests assert on.
 */
export async function insertClubChainTree(database: TestDatabase): Promise<void> {
  await insertTreeMember(database.db, {
    id: 1,
    referrerId: null,
    address: '0x00000000000000000000000000000000000a11ce',
  })
  await insertTreeMember(database.db, {
    id: 2,
    referrerId: 1,
    address: '0x00000000000000000000000000000000000b0b00',
  })
  for (const [id, dev] of [
    [3, 2],
    [4, 3],
    [6, 6],
    [7, 7],
  ] as const) {
    await insertTreeMember(database.db, { id, referrerId: 2, address: devAccount(dev).address })
    await whitelistMember(database.db, id)
  }
}

export function clubChainFixture(database: () => TestDatabase, chain: () => TestChain) {
  const db = () => database().db
  const onChain = () => ({ client: chain().client, order: chain().contracts.order })
  return {
    onChain,
    index: () =>
      runIndexerOnce({
        db: db(),
        client: chain().client,
        chainId: 31337,
        deployment: chain().deployment,
        registry: registerClubHandlers(createHandlerRegistry()),
        confirmations: 1,
      }),
    ordersOf: (memberId: number) =>
      db().select().from(clubOrders).where(eq(clubOrders.memberId, memberId)).orderBy(clubOrders.id),
    stats: async (memberId: number) =>
      (await db().select().from(clubMemberStats).where(eq(clubMemberStats.memberId, memberId)))[0],
    pools: async () => {
      const rows = await queryRows<{ system_code: string; balance: string }>(
        db(),
        sql`select system_code, balance::text from ledger_accounts where kind = 'system' and currency = 'USDT'`,
      )
      // Accounts at zero are left out: an account created and emptied again reads as never used.
      const balances = rows.map((row) => [row.system_code, BigInt(row.balance)] as const)
      return Object.fromEntries(balances.filter(([, balance]) => balance !== 0n))
    },
    submit: (memberId: number, address: string, orderUuid: string, txHash: string) =>
      submitOrderTx(db(), { memberId, memberAddress: address, orderUuid, txHash, chain: onChain() }),
  }
}
