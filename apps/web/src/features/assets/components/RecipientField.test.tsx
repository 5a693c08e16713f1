import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale, registerTexts } from '../../../lib/i18n'
import { assetsEn } from '../locales/en'
import { assetsZh } from '../locales/zh'
import { RecipientField, type RecipientCheck } from './RecipientField'

registerTexts(assetsZh, assetsEn)

/**
 * Beside Paste on a 390 px phone the field's text box is 224 px wide: 26 characters of its 14 px
 * monospace font (measured in Chromium, issue 33). Two spare for wider fonts.
 */
const FITS_AT_390_PX = 24

describe('the recipient field (issue 33)', () => {
  afterEach(async () => {
    cleanup()
    await changeLocale('zh')
  })
  const show = (check: RecipientCheck = { status: 'empty' }) =>
    render(<RecipientField value="" onChange={() => undefined} check={check} showRequired={false} />)
  const field = () => screen.getByTestId('transfer-uuid') as HTMLInputElement
  const hint = () => screen.queryByTestId('transfer-uuid-hint')?.textContent

  it('in English, fits its placeholder on a 390 px phone and says the accepted forms in full under it', async () => {
    await changeLocale('en')
    show()
    expect(field().placeholder.length).toBeLessThanOrEqual(FITS_AT_390_PX)
    expect(field().placeholder).toMatch(/UUID/)
    expect(hint()).toMatch(/UUID.*community number.*wallet address/)
  })

  it('in English, gives the hint place to the check once something is typed', async () => {
    await changeLocale('en')
    show({ status: 'checking' })
    expect(hint()).toBe('Checking…')
  })

  it('in Chinese, keeps the full placeholder, which fits, and adds nothing under the field', () => {
    show()
    expect(field().placeholder).toBe('UUID / 社区编号 / 钱包地址')
    expect(hint()).toBeUndefined()
  })
})
