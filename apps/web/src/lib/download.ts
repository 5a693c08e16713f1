/** Hands a fetched file to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Some mobile browsers read the blob after click returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
