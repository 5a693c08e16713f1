import { afterEach, describe, expect, it } from 'vitest'
import { applyAppStylesheet } from './appStylesheet'

describe('applyAppStylesheet', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('applies each preloaded app stylesheet and resolves once it has loaded (or failed)', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" crossorigin href="/assets/style-a1.css" data-app-stylesheet>' +
      '<link rel="preload" as="font" href="/font.woff2">'
    let done = false
    const applied = applyAppStylesheet().then(() => {
      done = true
    })
    const sheets = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    expect(sheets.map((sheet) => new URL(sheet.href).pathname)).toEqual(['/assets/style-a1.css'])
    expect(sheets[0]!.hasAttribute('crossorigin')).toBe(true)
    await Promise.resolve()
    expect(done).toBe(false)
    sheets[0]!.dispatchEvent(new Event('load'))
    await applied
    expect(done).toBe(true)
  })

  it('resolves at once on a page that links its stylesheet itself', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/style-a1.css">'
    await applyAppStylesheet()
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1)
  })
})
