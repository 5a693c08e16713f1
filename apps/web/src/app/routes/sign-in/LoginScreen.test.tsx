import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { LOCALE_STORAGE_KEY } from '@vita/shared/locale'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLocale } from '../../../lib/i18n'
import { renderLoadingScreen } from '../../../lib/testing/renderAt'
import LoginScreen from './LoginScreen'

describe('the login screen', () => {
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    await changeLocale('zh')
    localStorage.clear()
  })

  it('offers 中文 / English before sign-in, and the choice is stored', async () => {
    await changeLocale('zh')
    renderLoadingScreen('/login', '/login', LoginScreen)
    expect(screen.getByText('欢迎来到 Vita Club')).not.toBeNull()
    expect(screen.getByTestId('language-switch-zh').getAttribute('aria-checked')).toBe('true')
    await act(async () => void fireEvent.click(screen.getByTestId('language-switch-en')))
    expect(screen.getByText('Welcome to Vita Club')).not.toBeNull()
    expect(screen.getByTestId('language-switch-en').getAttribute('aria-checked')).toBe('true')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
  }, 30_000)
})
