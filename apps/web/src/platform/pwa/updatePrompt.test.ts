import { afterEach, describe, expect, it } from 'vitest'
import { Dialog } from 'antd-mobile'
import { changeLocale, i18n } from '../../lib/i18n'
import { askToReload } from './updatePrompt'

async function findButton(text: string): Promise<HTMLElement> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const button = [...document.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === text)
    if (button) return button
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`no button "${text}" in ${document.body.textContent}`)
}

afterEach(async () => {
  Dialog.clear()
  await changeLocale('zh')
})

describe('the update prompt', () => {
  it('has the texts in both languages, registered with i18n', () => {
    expect(i18n.getResourceBundle('zh', 'translation').pwa).toEqual({
      updateAvailable: '新版本可用，刷新？',
      reload: '刷新',
      later: '稍后',
    })
    expect(i18n.getResourceBundle('en', 'translation').pwa).toEqual({
      updateAvailable: 'A new version is available. Reload?',
      reload: 'Reload',
      later: 'Later',
    })
  })

  it('asks in Chinese and answers true when the member reloads', async () => {
    const answer = askToReload()
    ;(await findButton('刷新')).click()
    expect(document.body.textContent).toContain('新版本可用，刷新？')
    await expect(answer).resolves.toBe(true)
  })

  it('asks in English after a language change and answers false for later', async () => {
    await changeLocale('en')
    const answer = askToReload()
    ;(await findButton('Later')).click()
    expect(document.body.textContent).toContain('A new version is available. Reload?')
    await expect(answer).resolves.toBe(false)
  })
})
