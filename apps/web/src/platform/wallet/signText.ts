import type { Address } from 'viem'
import type { Config, Connector } from 'wagmi'
import { signMessage } from 'wagmi/actions'
import { toWalletError } from './walletError'

/** personal_sign of the server's login message (EIP-4361 text) with the connected account. */
export async function signText(
  config: Config,
  connector: Connector,
  account: Address,
  message: string,
): Promise<`0x${string}`> {
  try {
    return await signMessage(config, { connector, account, message })
  } catch (error) {
    throw toWalletError(error, 'sign')
  }
}
