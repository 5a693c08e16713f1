import { shortAddress } from '../../../lib/shorten'

/** An address shortened, linked to the chain's explorer when the app has one; the whole address in its title. */
export function AddressLink({
  address,
  explorerUrl,
  title,
  testId,
}: {
  address: string
  explorerUrl: string | null
  title: string
  testId?: string
}) {
  const text = shortAddress(address)
  return explorerUrl ? (
    <a
      className="mono"
      href={`${explorerUrl.replace(/\/$/, '')}/address/${address}`}
      target="_blank"
      rel="noreferrer"
      title={`${title}: ${address}`}
      data-testid={testId}
    >
      {text}
    </a>
  ) : (
    <span className="mono" title={address} data-testid={testId}>
      {text}
    </span>
  )
}
