/** The dev wallet's EIP-6963 rdns, which wagmi uses as its connector id. No imports: the screens' chunks read it. */
export const DEV_WALLET_RDNS = 'club.vita.devwallet'

export function isDevWallet(connector: { id: string } | undefined | null): boolean {
  return connector?.id === DEV_WALLET_RDNS
}
