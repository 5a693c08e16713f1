import { describe, expect, it } from 'vitest'
import { pageWithShell, preloadStylesheets } from './prerenderShells'

const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <link rel="stylesheet" crossorigin href="/assets/style-a1.css">
  </head>
  <body>
    <div id="root"><!--app-shell-->
      <div class="boot"></div>
    <!--/app-shell--></div>
  </body>
</html>`

describe('a route page: index.html with its shell', () => {
  it('puts the shell in place of the boot logo, marked with its route and language, in that language', () => {
    const en = pageWithShell(INDEX, { for: '/news/:id', html: '<main>News</main>', locale: 'en' })
    expect(en).toContain(
      '<div id="root" data-shell="/news/:id" data-shell-locale="en"><main>News</main></div>',
    )
    expect(en).toContain('<html lang="en">')
    expect(en).not.toContain('boot')
    const zh = pageWithShell(INDEX, { for: '/swap', html: '<nav>兑换</nav>', locale: 'zh' })
    expect(zh).toContain('<html lang="zh-CN">')
    expect(zh).toContain('data-shell-locale="zh"><nav>兑换</nav></div>')
  })

  it('keeps a shell with $ in it as written, and refuses an index.html without the slot', () => {
    expect(pageWithShell(INDEX, { for: '/x', html: '<!--$--><p>$&</p><!--/$-->', locale: 'zh' })).toContain(
      '<!--$--><p>$&</p><!--/$-->',
    )
    expect(() => pageWithShell('<div id="root"></div>', { for: '/x', html: '', locale: 'zh' })).toThrow(
      /app-shell/,
    )
  })

  it('turns the stylesheet links into preloads the app applies (lib/appStylesheet.ts)', () => {
    expect(preloadStylesheets(INDEX)).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/style-a1.css" data-app-stylesheet>',
    )
    expect(preloadStylesheets(INDEX)).not.toContain('rel="stylesheet"')
  })
})
