import type { FastifyInstance } from 'fastify'
import type { GetNonceResponse, LoginResponse } from '@vita/shared'
import { keccak256, stringToHex, type Address } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'

export type DemoMember = {
  account: PrivateKeyAccount
  /** Bearer header of the member's session. */
  auth: { authorization: string }
  inviteCode: string
  /** The referrer's wallet, passed to placeOrder. */
  referrerAddress: Address
}

/**
 * The demo's referral tree: 4 leaders under the genesis member, 3 members under each leader, 2 under
 * each of those: 40 members, 3 levels below genesis. Entry i is the index of i's referrer (-1 = genesis).
 */
export const DEMO_TREE: readonly number[] = [
  ...[0, 1, 2, 3].map(() => -1),
  ...Array.from({ length: 12 }, (_, i) => Math.floor(i / 3)),
  ...Array.from({ length: 24 }, (_, i) => 4 + Math.floor(i / 2)),
]

/** Fixed keys, so a demo is the same on every machine (never used outside the local dev chain). */
export const demoAccount = (index: number) =>
  privateKeyToAccount(keccak256(stringToHex(`vita-club-demo-member-${index}`)))

/**
 * Signs a member up through the real sign-in routes (get-nonce, wallet signature, login with the
 * referrer's invite code). Each demo member comes from its own loopback address, as members come from
 * their own phones, so the per-IP sign-in limit holds for them as for anyone.
 */
export async function signUpDemoMember(
  app: FastifyInstance,
  account: PrivateKeyAccount,
  inviteCode: string,
  remoteAddress: string,
): Promise<LoginResponse> {
  const nonce = await app.inject({
    method: 'POST',
    url: '/app/auth/get-nonce',
    payload: { address: account.address },
    remoteAddress,
  })
  if (nonce.statusCode !== 200) throw new Error(`demo get-nonce failed: ${nonce.body}`)
  const issued = nonce.json<{ data: GetNonceResponse }>().data
  const signature = await account.signMessage({ message: issued.message })
  const login = await app.inject({
    method: 'POST',
    url: '/app/auth/login',
    payload: {
      address: account.address,
      signature,
      nonce: issued.nonce,
      timestamp: issued.timestamp,
      inviteCode,
    },
    remoteAddress,
  })
  if (login.statusCode !== 200) throw new Error(`demo sign-up failed: ${login.body}`)
  return login.json<{ data: LoginResponse }>().data
}
