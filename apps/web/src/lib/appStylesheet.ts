/**
 * A prerendered page (apps/web/prerenderShells.ts) carries its shell's CSS rules inline and only
 * preloads the app's stylesheet, so the shell paints without waiting for it. This applies it, and
 * resolves once it has loaded (or failed: the app then renders with what it has rather than never),
 * before the app's first render. Resolves at once on a page that links the stylesheet itself.
 */
export function applyAppStylesheet(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-app-stylesheet]')]
  return Promise.all(
    preloads.map((preload) => {
      const sheet = doc.createElement('link')
      sheet.rel = 'stylesheet'
      sheet.href = preload.href
      if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin
      const loaded = new Promise<void>((resolve) => {
        sheet.onload = () => resolve()
        sheet.onerror = () => resolve()
      })
      doc.head.append(sheet)
      return loaded
    }),
  ).then(() => undefined)
}
