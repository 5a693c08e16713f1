import { saveSession } from '../storage'

/** A token the session monitor accepts: a JWT payload with an expiry an hour away. */
export const validToken = () =>
  `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.signature`

/** Stores a signed-in member's session, as the login screen does. */
export function signInForTest(): void {
  saveSession({
    token: validToken(),
    walletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    userInfo: {
      uuid: '00000000-0000-4000-8000-000000000000',
      communityNumber: '1',
      walletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      inviteCode: 'ABCD1234',
      referrerUuid: null,
      level: 0,
      joinedAt: '2026-01-01T00:00:00.000Z',
    },
  })
}
