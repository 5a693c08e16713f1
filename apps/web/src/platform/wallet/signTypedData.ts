import type { Address, Hex, TypedDataDefinition } from 'viem'
import type { Config, Connector } from 'wagmi'
import { signTypedData as wagmiSignTypedData } from 'wagmi/actions'
import { ChainError, chainErrorReason } from '../chain/chainError'
import { toWalletError } from './walletError'

/**
 * eth_signTypedData_v4 of an EIP-712 message (the step-up of money leaving the app) with the
 * connected account. A refusal is the wallet's 4001 (userCancelled); a provider failure of spec §8's
 * chain mapping (provider destroyed, unsupported operation, …) keeps its own reason.
 */
export async function signTypedData(
  config: Config,
  connector: Connector,
  account: Address,
  typedData: TypedDataDefinition,
): Promise<Hex> {
  try {
    return await wagmiSignTypedData(config, { ...typedData, connector, account })
  } catch (error) {
    const walletError = toWalletError(error, 'sign')
    const chainReason = walletError.reason === 'signFailed' ? chainErrorReason(error) : null
    throw chainReason ? new ChainError(chainReason, { cause: error }) : walletError
  }
}
