import { numberToHex, type Chain, type EIP1193Provider } from 'viem'
import type { Connector } from 'wagmi'
import { showToast } from '../../lib/notify'
import { errorCodes, toWalletError, WalletError } from './walletError'
import { walletText } from './walletTexts'

/**
 * Puts the wallet on the app's chain: wallet_switchEthereumChain, and on 4902 (chain unknown to the
 * wallet) wallet_addEthereumChain with the chain from /app/config. Done by hand rather than through
 * wagmi's switchChain so a failed add (添加网络失败) and a failed switch (切换网络失败) stay apart.
 * Once the wallet is on the chain the member is told so (spec §8 success "network switched").
 */
export async function switchToAppChain(connector: Connector, chain: Chain): Promise<void> {
  const provider = (await connector.getProvider()) as EIP1193Provider | undefined
  if (!provider) throw new WalletError('noWallet')
  const chainId = numberToHex(chain.id)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (!errorCodes(error).includes(4902)) throw toWalletError(error, 'switchChain')
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            chainName: chain.name,
            nativeCurrency: chain.nativeCurrency,
            rpcUrls: [...chain.rpcUrls.default.http],
            blockExplorerUrls: chain.blockExplorers ? [chain.blockExplorers.default.url] : undefined,
          },
        ],
      })
    } catch (addError) {
      throw toWalletError(addError, 'addChain')
    }
  }
  // Some wallets add a chain without switching to it; confirm and ask once more if needed.
  const current = await connector.getChainId()
  if (current !== chain.id) {
    try {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    } catch (error) {
      throw toWalletError(error, 'switchChain')
    }
  }
  showToast(walletText('networkSwitched'), 'success')
}
