/** Copies text; falls back to a hidden textarea for in-app browsers without the async clipboard API. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Fall through to the legacy path: some wallet webviews reject the permission.
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}

/** The clipboard's text, or null where the browser will not give it (no API, no permission, not https). */
export async function readClipboardText(): Promise<string | null> {
  try {
    if (navigator.clipboard?.readText && window.isSecureContext) return await navigator.clipboard.readText()
  } catch {
    // Refused (a denied permission, a webview without it): the member pastes by long-press instead.
  }
  return null
}
