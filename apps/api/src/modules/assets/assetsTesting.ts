import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { Currency } from '@vita/shared'
import { signIn, type TestApp, TEST_GENESIS_INVITE } from '../../app/testApp'
import type { Db } from '../../platform/db/client'
import { postTransfer } from '../ledger'
import { findMemberByUuid } from '../members'

export const UNIT = 10n ** 18n

export type TestMember = {
  id: number
  uuid: string
  address: `0x${string}`
  /** The member's wallet, for step-up signatures. */
  account: PrivateKeyAccount
  auth: { authorization: string }
}

/** Registers a fresh member (invited by genesis) through sign-in and returns its bearer header. */
export async function signUpMember(t: TestApp): Promise<TestMember> {
  const account = privateKeyToAccount(generatePrivateKey())
  const { token, userInfo } = await signIn(t.app, account, TEST_GENESIS_INVITE)
  const member = await findMemberByUuid(t.database.db, userInfo.uuid)
  if (!member) throw new Error('member missing after sign-up')
  return {
    id: member.id,
    uuid: member.uuid,
    address: account.address,
    account,
    auth: { authorization: `Bearer ${token}` },
  }
}

let fundings = 0
/** Credits a member from operator_adjustments (as the ops CLI does). */
export async function fund(db: Db, memberId: number, currency: Currency, amount: bigint): Promise<void> {
  await postTransfer(db, {
    idempotencyKey: `test-fund:${memberId}:${++fundings}:${Date.now()}`,
    currency,
    type: 'income',
    amount,
    from: { systemCode: 'operator_adjustments' },
    to: { memberId },
  })
}
