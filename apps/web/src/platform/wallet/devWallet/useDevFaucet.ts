import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { formatMoney } from '../../../lib/format'
import { reportError, showToast } from '../../../lib/notify'
import { readBalance } from '../../chain/readBalance'
import type { DevWalletBalances } from './devFundsShortfall'
import { requestFaucet } from './requestFaucet'

export const devWalletKeys = {
  all: ['dev-wallet'] as const,
  balances: (address: string) => [...devWalletKeys.all, 'balances', address] as const,
}

/** The dev wallet's BNB and USDT on the chain (USDT 0 while the token is not deployed). */
export function useDevWalletBalances(config: Config, address: Address, usdt: Address | undefined) {
  return useQuery({
    queryKey: devWalletKeys.balances(address),
    queryFn: async (): Promise<DevWalletBalances> => {
      const [bnb, usdtBalance] = await Promise.all([
        readBalance(config, { account: address }),
        usdt ? readBalance(config, { account: address, token: usdt }) : Promise.resolve(0n),
      ])
      return { bnb, usdt: usdtBalance }
    },
  })
}

/**
 * POST /app/dev/faucet for the dev wallet: the grant is toasted, every view of the dev wallet's
 * balances reads them again, and `onFunded` refreshes the caller's own (a quote's, a form's).
 */
export function useDevFaucet(address: Address, onFunded?: () => void) {
  // Re-renders on a language change; the texts are the wallet's (registered by walletTexts).
  const { t } = useTranslation()
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => requestFaucet(address),
    onSuccess: async (grant) => {
      showToast(
        t('wallet.faucetDone', { bnb: formatMoney(grant.BNB.amount), usdt: formatMoney(grant.USDT.amount) }),
        'success',
      )
      onFunded?.()
      await client.invalidateQueries({ queryKey: devWalletKeys.all })
    },
    onError: reportError,
  })
}
