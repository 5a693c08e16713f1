import type { Connector } from 'wagmi'
import { isDevWallet } from './devWallet/devWalletId'
import type { ConnectorChoice } from './useConnectorChoice'
import { walletText } from './walletTexts'

/** A bottom sheet listing the announced wallets (plain CSS: no gesture/animation libraries on /login). */
export function WalletChooser({
  connectors,
  choice,
}: {
  connectors: readonly Connector[]
  choice: ConnectorChoice
}) {
  const title = walletText('chooseWallet')
  return (
    <div className="sheet-mask" role="presentation" onClick={choice.cancel}>
      <div
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid="wallet-chooser"
        onClick={(event) => event.stopPropagation()}
      >
        <p className="sheet-title">{title}</p>
        {connectors.map((connector) => (
          <button
            key={connector.uid}
            type="button"
            className="sheet-item"
            data-testid="wallet-option"
            data-wallet-id={connector.id}
            onClick={() => choice.pick(connector)}
          >
            {connector.icon && <img src={connector.icon} alt="" width={24} height={24} />}
            {isDevWallet(connector) ? (
              // The built-in burner wallet of the dev chain: named in the app's language, and said so.
              <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
                <span>{walletText('devWallet')}</span>
                <small style={{ color: 'var(--muted)', fontSize: 12 }}>{walletText('devWalletHint')}</small>
              </span>
            ) : (
              <span>{connector.name}</span>
            )}
          </button>
        ))}
        <button type="button" className="sheet-item sheet-cancel" onClick={choice.cancel}>
          {walletText('cancel')}
        </button>
      </div>
    </div>
  )
}
