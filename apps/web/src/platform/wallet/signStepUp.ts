/**
 * Step-up for money leaving the app (packages/shared/src/stepUp.ts): the member's own wallet signs
 * an EIP-712 message over exactly what will happen, bound to the app's chain and order contract.
 * The wallet is connected (and put on the app's chain) first if needed.
 */
import type { Address, Hex, TypedDataDefinition } from 'viem'
import type { Connector } from 'wagmi'
import type { AppConfig } from '@vita/shared/schemas/system'
import { ChainError } from '../chain/chainError'
import { WalletError } from './walletError'
import type { WalletKit } from './walletKit'

/** How long a step-up signature is good for: the API accepts at most 10 minutes ahead. */
export const STEP_UP_SIGNATURE_SECONDS = 5 * 60

/** The `expiry` (unix seconds) of a signature made at `nowMs`. */
export function stepUpExpiry(nowMs: number): number {
  return Math.floor(nowMs / 1000) + STEP_UP_SIGNATURE_SECONDS
}

export type StepUpDomain = { chainId: number; verifyingContract: Address }
/** Builds the typed data once the domain is known (e.g. `withdrawalStepUp(chainId, contract, message)`). */
export type BuildStepUp = (domain: StepUpDomain) => TypedDataDefinition
/** Asks the member's wallet to sign; rejects with WalletError (userCancelled when refused) or ChainError. */
export type StepUpSigner = (build: BuildStepUp) => Promise<Hex>

export type SignStepUpParameters = {
  appConfig: Pick<AppConfig, 'chain' | 'contracts'>
  kit: Pick<
    WalletKit,
    'walletConfigFor' | 'restoreWalletConnection' | 'discoverWallets' | 'connectWallet' | 'signTypedData'
  >
  /** The wallet the member signed in with: the API accepts only its signature. */
  expectedAccount: string | null
  build: BuildStepUp
}

/**
 * The wallet to ask when none is connected: the one the member last connected (wagmi keeps its id:
 * the wallet they signed in with), else the only one there is. Never a guess among several.
 */
export function walletToConnect(connectors: readonly Connector[], recentId: string | null): Connector {
  const recent = connectors.find((connector) => connector.id === recentId)
  if (recent) return recent
  const [only] = connectors
  if (only && connectors.length === 1) return only
  throw new WalletError(only ? 'notConnected' : 'noWallet')
}

export async function signStepUp(p: SignStepUpParameters): Promise<Hex> {
  const verifyingContract = p.appConfig.contracts.order
  if (!verifyingContract) throw new ChainError('contractNotInitialised', { contract: 'order' })
  const config = p.kit.walletConfigFor(p.appConfig.chain)
  // A signed-in member's wallet is normally live (the wallet session reconnects it); if not, it is
  // reconnected silently first, and only then asked to connect.
  if (config.state.status !== 'connected') await p.kit.restoreWalletConnection(config).catch(() => undefined)
  const connector =
    config.state.status === 'connected'
      ? undefined
      : walletToConnect(
          await p.kit.discoverWallets(config),
          (await config.storage?.getItem('recentConnectorId')) ?? null,
        )
  const { address, connector: active } = await p.kit.connectWallet(config, connector)
  if (p.expectedAccount && p.expectedAccount.toLowerCase() !== address.toLowerCase()) {
    throw new WalletError('addressChanged')
  }
  const typedData = p.build({ chainId: p.appConfig.chain.chainId, verifyingContract })
  return p.kit.signTypedData(config, active, address, typedData)
}
