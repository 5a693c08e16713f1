import { onTestFinished } from 'vitest'
import { announceProvider } from './devWallet/announce'

/** Test support: an EIP-6963 wallet with `rdns` announced for the running test, withdrawn after it. */
export function announceWalletForTest(rdns: string): void {
  onTestFinished(announceProvider({ uuid: crypto.randomUUID(), name: rdns, icon: 'data:,', rdns }, {}))
}
