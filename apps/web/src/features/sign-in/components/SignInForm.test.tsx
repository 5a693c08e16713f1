import { cleanup, render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { DEV_WALLET_RDNS } from '../../../platform/wallet/devWallet/devWalletId'
import { announceWalletForTest } from '../../../platform/wallet/walletTesting'
import { SignInForm } from './SignInForm'

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SignInForm
        config={null}
        connectors={[]}
        tokens={null}
        ready={false}
        inviteCode=""
        onInviteCode={() => undefined}
        step="idle"
        notice={null}
        onConnect={() => undefined}
        onLogin={() => undefined}
      />
    </QueryClientProvider>,
  )
}

describe('SignInForm before the wallet code has loaded', () => {
  afterEach(cleanup)

  it('offers the dev wallet at once when it is the only wallet announced (its largest text, in the first paint)', () => {
    announceWalletForTest(DEV_WALLET_RDNS)
    const { queryByTestId } = renderForm()
    expect(queryByTestId('dev-wallet-offer')).not.toBeNull()
  })

  it('does not when the member has a wallet of their own', () => {
    announceWalletForTest('io.metamask')
    const { queryByTestId } = renderForm()
    expect(queryByTestId('dev-wallet-offer')).toBeNull()
  })
})
