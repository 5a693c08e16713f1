import { toHex } from 'viem'
import { mnemonicToAccount, type HDAccount } from 'viem/accounts'

/** Hardhat's default mnemonic: the dev chain funds these accounts with 10,000 ETH each. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** Number of accounts Hardhat derives from the mnemonic by default. */
export const DEV_ACCOUNT_COUNT = 20

const cache = new Map<number, HDAccount>()

/** The dev account at `index` (0..19) as a viem local account. */
export function devAccount(index: number): HDAccount {
  if (!Number.isInteger(index) || index < 0 || index >= DEV_ACCOUNT_COUNT) {
    throw new RangeError(`dev account index must be 0..${DEV_ACCOUNT_COUNT - 1}, got ${index}`)
  }
  let account = cache.get(index)
  if (!account) {
    account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
    cache.set(index, account)
  }
  return account
}

/** All 20 dev accounts, in Hardhat's order (index 0 is the deployer). */
export function devAccounts(): HDAccount[] {
  return Array.from({ length: DEV_ACCOUNT_COUNT }, (_, index) => devAccount(index))
}

/** Private key of the dev account at `index`, for tools that need the raw key (test wallets). */
export function devPrivateKey(index: number): `0x${string}` {
  const key = devAccount(index).getHdKey().privateKey
  if (!key) throw new Error(`dev account ${index} has no private key`)
  return toHex(key)
}
