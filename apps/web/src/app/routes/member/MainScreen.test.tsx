import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../../../lib/storage'
import { renderAt } from '../../../lib/testing/renderAt'
import { signInForTest } from '../../../lib/testing/signedIn'
import MainScreen from './MainScreen'

describe('Mine (issue 33)', () => {
  afterEach(() => {
    cleanup()
    clearSession()
    vi.unstubAllGlobals()
  })

  it('has a way into the club purchase, even before anything has loaded', () => {
    signInForTest()
    // The API never answers: the screen stays loading.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    )
    renderAt('/main', '/main', <MainScreen />)
    expect(screen.getByTestId('mine-club-entry-link').getAttribute('href')).toBe('/vita-club/buy')
  })
})
