import { shortHash } from '../lib/shorten'

/** A transaction hash, linked to the chain's explorer when the app has one. */
export function TxLink({
  hash,
  explorerUrl,
  title,
  testId,
}: {
  hash: string
  explorerUrl: string | null
  title: string
  testId?: string
}) {
  const text = shortHash(hash)
  return explorerUrl ? (
    <a
      href={`${explorerUrl.replace(/\/$/, '')}/tx/${hash}`}
      target="_blank"
      rel="noreferrer"
      title={title}
      data-testid={testId}
    >
      {text}
    </a>
  ) : (
    <span title={hash} data-testid={testId}>
      {text}
    </span>
  )
}
