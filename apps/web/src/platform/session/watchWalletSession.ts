/**
 * While a member is logged in, the wallet is watched (spec §4): another account → 钱包地址已变更，
 * 请重新登录 and logout; no accounts / disconnect → logout; another chain → switch back. Loaded lazily.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Chain } from 'viem'
import { getConnection } from 'wagmi/actions'
import { showToast } from '../../lib/notify'
import { getStoredSession } from '../../lib/storage'
import { appConfigKeys, getAppConfig } from '../config/getAppConfig'
import { switchToAppChain } from '../wallet/switchToAppChain'
import { toWalletError } from '../wallet/walletError'
import { restoreWalletConnection, walletConfigFor, watchWallet } from '../wallet/walletRuntime'
import { walletText } from '../wallet/walletTexts'
import { isLoggedIn, logout } from './session'

export async function watchWalletSession(queryClient: QueryClient): Promise<() => void> {
  const appConfig = await queryClient.fetchQuery({
    queryKey: appConfigKeys.all,
    queryFn: getAppConfig,
    staleTime: Infinity,
  })
  const config = walletConfigFor(appConfig.chain)
  const chain = config.chains[0] as Chain
  const stop = watchWallet(config, {
    onAccount(address) {
      const stored = getStoredSession()?.walletAddress
      if (isLoggedIn() && stored && stored.toLowerCase() !== address.toLowerCase()) {
        logout({ message: walletText('addressChanged') })
      }
    },
    onDisconnect() {
      if (isLoggedIn()) logout()
    },
    onChain(chainId) {
      const connector = getConnection(config).connector
      if (chainId === chain.id || !connector || !isLoggedIn()) return
      switchToAppChain(connector, chain).catch((error: unknown) => {
        showToast(walletText(toWalletError(error, 'switchChain').reason), 'fail')
      })
    },
  })
  if (config.state.status === 'disconnected') await restoreWalletConnection(config).catch(() => undefined)
  return stop
}
