import { useSyncExternalStore } from 'react'

/**
 * The EIP-6963 wallets announced on this page so far (their rdns), watched without the wallet code
 * (wagmi, viem: a chunk loaded after first paint), so /login can say what the page has at once. The
 * wallet kit's discovery (discovery.ts) stays what connects; this only reads the announcements.
 */
let announced: readonly string[] = []
const listeners = new Set<() => void>()

function watch(target: Window) {
  target.addEventListener('eip6963:announceProvider', (event) => {
    const rdns = (event as CustomEvent<{ info?: { rdns?: unknown } } | undefined>).detail?.info?.rdns
    if (typeof rdns !== 'string' || announced.includes(rdns)) return
    announced = [...announced, rdns]
    for (const listener of listeners) listener()
  })
  // Wallets that announced before this listener existed answer a request again (EIP-6963).
  target.dispatchEvent(new Event('eip6963:requestProvider'))
}

// From the import on: a screen's first render already has what was announced.
if (typeof window !== 'undefined') watch(window)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const snapshot = () => announced

/** The rdns of every wallet announced so far, in the order they announced. */
export function useAnnouncedWallets(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

/** Whether the page has a legacy injected provider (window.ethereum). */
export function hasWindowEthereum(): boolean {
  return (
    typeof window !== 'undefined' &&
    'ethereum' in window &&
    Boolean((window as { ethereum?: unknown }).ethereum)
  )
}
