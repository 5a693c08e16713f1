/** What the uploader refuses before sending a file (the API checks again, by content). */
export type UploadIssue = { kind: 'tooLarge'; maxBytes: number } | { kind: 'notImage' }

/**
 * Spec §5: oversize items are rejected; §9: images are accepted. A missing type (some Android pickers)
 * is let through: the API decides by content.
 */
export function checkUploadFile(file: Pick<File, 'size' | 'type'>, maxBytes: number): UploadIssue | null {
  if (file.type !== '' && !file.type.startsWith('image/')) return { kind: 'notImage' }
  if (file.size > maxBytes) return { kind: 'tooLarge', maxBytes }
  return null
}

/** A byte limit as people read it: "10 MB", "500 KB", "100 B" (binary units, as the limit is set). */
export function formatByteLimit(bytes: number): string {
  const mib = bytes / (1024 * 1024)
  if (mib >= 1) return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MB`
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)} KB`
  return `${bytes} B`
}
