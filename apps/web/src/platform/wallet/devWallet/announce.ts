/** EIP-6963: a provider announced with its info, and announced again on every eip6963:requestProvider. */
export type Eip6963Info = { uuid: string; name: string; icon: string; rdns: string }

export function announceProvider(info: Eip6963Info, provider: unknown, target: Window = window): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
