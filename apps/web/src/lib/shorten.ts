/**
 * Shortened addresses, hashes and ids for narrow screens: the one shortener of the app. Not in
 * format.ts because the login screen's wallet badge needs it and must not load the money formatter.
 */
const shorten = (text: string, head: number, tail: number) =>
  text.length > head + tail ? `${text.slice(0, head)}…${text.slice(-tail)}` : text

/** 0x1234…abcd: enough of a wallet address to recognise it. */
export function shortAddress(address: string): string {
  return shorten(address, 6, 4)
}

/** 0x12345678…abcdef: a transaction hash. */
export function shortHash(hash: string): string {
  return shorten(hash, 10, 6)
}

/** The first 8 characters of a long id (a UUID, a withdrawal id), which is what members compare. */
export function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id
}
