import { describe, expect, it } from 'vitest'
import { moveStylesheetsAfterShell } from './stylesheetAfterShell'

const page = (head: string, body: string) =>
  `<!doctype html>\n<html>\n  <head>\n    <title>t</title>\n${head}  </head>\n  <body>\n    <div id="root"><div class="boot"></div></div>\n${body}  </body>\n</html>\n`

describe('the stylesheet after the shell', () => {
  it('moves the head’s stylesheet links to the end of the body, in order, and leaves the rest', () => {
    const html = page(
      '    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/ui.js">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/style.css">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/more.css">\n',
      '',
    )
    const moved = moveStylesheetsAfterShell(html)
    const [head = '', body = ''] = moved.split('</head>')
    expect(head).not.toContain('stylesheet')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/ui.js">')
    expect(head).toContain('<script type="module" crossorigin src="/assets/index.js"></script>')
    expect(body.indexOf('<div id="root">')).toBeLessThan(body.indexOf('/assets/style.css'))
    expect(body.indexOf('/assets/style.css')).toBeLessThan(body.indexOf('/assets/more.css'))
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">\n')
    expect(moved.match(/rel="stylesheet"/g)).toHaveLength(2)
    expect(moved.trimEnd().endsWith('</body>\n</html>')).toBe(true)
  })

  it('leaves a page without a stylesheet in its head, or without a body end, as it is', () => {
    const plain = page('    <link rel="icon" href="/favicon.svg">\n', '')
    expect(moveStylesheetsAfterShell(plain)).toBe(plain)
    const noBody = '<html><head><link rel="stylesheet" href="/a.css">\n</head><div></div></html>'
    expect(moveStylesheetsAfterShell(noBody)).toBe(noBody)
  })
})
