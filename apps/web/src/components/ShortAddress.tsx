import { shortAddress, shortHash } from '../lib/shorten'

/** An address or hash shortened for a narrow screen; the whole value stays in the title and for screen readers. */
export function ShortAddress({
  value,
  kind = 'address',
  className = 'mono',
}: {
  value: string
  kind?: 'address' | 'hash'
  className?: string
}) {
  return (
    <span className={className} title={value} aria-label={value}>
      {kind === 'hash' ? shortHash(value) : shortAddress(value)}
    </span>
  )
}
