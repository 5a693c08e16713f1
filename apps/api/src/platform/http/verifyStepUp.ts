import { getAddress, verifyTypedData, type Address, type Hex, type TypedDataDefinition } from 'viem'
import { STEP_UP_MAX_LIFETIME_SECONDS } from '@vita/shared/stepUp'
import { ApiCode } from '@vita/shared'
import type { ChainReader } from '../chain'
import type { AppServices } from '../services'
import { DomainError, invalidInput } from './domainError'

/** What a step-up is checked against: who must have signed, where, and when. */
export type StepUpContext = {
  /** The signed-in member's wallet: the only accepted signer. */
  signer: Address
  chainId: number
  /** The order contract: the EIP-712 domain's verifyingContract. */
  verifyingContract: Address
  now: Date
  /** For contract wallets (EIP-1271): the node checks the signature when the signer has code. */
  probe?: ChainReader | undefined
}

export type StepUpProof = { signature: Hex; expiry: number }

/** Clock skew tolerated on `expiry` between the member's phone and the server. */
const SKEW_SECONDS = 60

/**
 * Checks a step-up signature (packages/shared/src/stepUp.ts) over `typedData`: expired or too far in
 * the future → stepUpExpired; not signed by the member's wallet → stepUpInvalid. Externally owned
 * accounts are checked locally; a wallet with code is asked through the node (EIP-1271).
 */
export async function verifyStepUp(
  context: StepUpContext,
  proof: StepUpProof,
  typedData: TypedDataDefinition,
): Promise<void> {
  const nowSeconds = Math.floor(context.now.getTime() / 1000)
  if (proof.expiry <= nowSeconds || proof.expiry > nowSeconds + STEP_UP_MAX_LIFETIME_SECONDS + SKEW_SECONDS)
    throw invalidInput('stepUpExpired', { field: 'expiry' })
  const parameters = { ...typedData, address: context.signer, signature: proof.signature }
  let valid = false
  try {
    valid = await verifyTypedData(parameters)
  } catch {
    valid = false
  }
  if (!valid && context.probe) {
    const code = await context.probe.getCode({ address: context.signer }).catch(() => undefined)
    if (code && code !== '0x') valid = await context.probe.verifyTypedData(parameters).catch(() => false)
  }
  if (!valid) throw invalidInput('stepUpInvalid', { field: 'signature' })
}

/**
 * The step-up context of this app for `signer`: the EIP-712 domain is the configured chain and the
 * deployed order contract. Without a deployment nothing can be signed for, so money-leaving requests
 * are refused as unavailable (503) rather than accepted unsigned.
 */
export function stepUpContextFor(services: AppServices, signer: Address): StepUpContext {
  const order = services.deployment.current()?.contracts.order
  if (!order) throw new DomainError('serviceUnavailable', ApiCode.serviceUnavailable, 503)
  return {
    signer,
    chainId: services.config.chainId,
    verifyingContract: order,
    now: services.now(),
    probe: services.chain?.probe,
  }
}

/** The EIP-712 domain a step-up is signed in (stepUpDomain in @vita/shared). */
export type StepUpDomain = { chainId: number; verifyingContract: Address }

/**
 * A route's step-up check: the signed-in member's wallet (`signerAddress`) must have signed what
 * `build` makes of this app's domain, with `proof` (verifyStepUp's refusals otherwise).
 */
export async function verifyMemberStepUp(
  services: AppServices,
  signerAddress: string,
  proof: { signature: string; expiry: number },
  build: (domain: StepUpDomain) => TypedDataDefinition,
): Promise<void> {
  const context = stepUpContextFor(services, getAddress(signerAddress))
  await verifyStepUp(context, { signature: proof.signature as Hex, expiry: proof.expiry }, build(context))
}
