import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useAnnouncedWallets } from './announcedWallets'
import { announceWalletForTest } from './walletTesting'

function Wallets() {
  return <p data-testid="wallets">{useAnnouncedWallets().join(',')}</p>
}

describe('useAnnouncedWallets', () => {
  afterEach(cleanup)

  it('sees a wallet announced before it watched (it asks again), then each later one once', () => {
    announceWalletForTest('club.vita.devwallet')
    const { getByTestId } = render(<Wallets />)
    expect(getByTestId('wallets').textContent).toBe('club.vita.devwallet')

    act(() => {
      announceWalletForTest('io.metamask')
      // Announced again on a request, and an announcement without an rdns: nothing new.
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: {} } }))
    })
    expect(getByTestId('wallets').textContent).toBe('club.vita.devwallet,io.metamask')
  })
})
