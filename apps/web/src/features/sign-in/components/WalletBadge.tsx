import { shortAddress } from '../../../lib/shorten'

/** A connected wallet's address, shortened for narrow screens but complete for copy and screen readers. */
export function WalletBadge({ address, label }: { address: string; label: string }) {
  return (
    <div className="wallet-badge" title={address}>
      <span className="wallet-dot" aria-hidden="true" />
      <span className="wallet-label">{label}</span>
      <span className="wallet-address" aria-label={address}>
        {shortAddress(address)}
      </span>
    </div>
  )
}
