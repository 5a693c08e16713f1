import type { Plugin } from 'vite'

const STYLESHEET_IN_HEAD = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g

/**
 * index.html with the app's stylesheets moved from the head to the end of the body: the shell (the
 * inline styles and the boot logo) paints as soon as the page is parsed instead of after the app's
 * stylesheet has downloaded. The stylesheet is still found by the preload scanner and fetched at once,
 * and the browser still runs the module scripts only once it has loaded (a parser-inserted stylesheet
 * blocks scripts), so the app's first render is styled as before. Unchanged without a `</body>`.
 */
export function moveStylesheetsAfterShell(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'))
  const links = head.match(STYLESHEET_IN_HEAD)
  if (!links || !html.includes('</body>')) return html
  const body = html.slice(head.length)
  const tags = links.map((link) => link.trim()).join('\n    ')
  return `${head.replace(STYLESHEET_IN_HEAD, '')}${body.replace('</body>', `  ${tags}\n  </body>`)}`
}

/** The build's index.html through moveStylesheetsAfterShell (after Vite has added its links). */
export function stylesheetAfterShell(): Plugin {
  return {
    name: 'vita-stylesheet-after-shell',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsAfterShell },
  }
}
