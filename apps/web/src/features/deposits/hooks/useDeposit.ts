import { useQueryClient } from '@tanstack/react-query'
import type { Currency } from '@vita/shared/schemas/assets'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address, Hash } from 'viem'
import { showToast } from '../../../lib/notify'
import { useAppConfig } from '../../../platform/config/getAppConfig'
import type { ConnectStep } from '../../../platform/wallet/connectWallet'
import { useConnectorChoice } from '../../../platform/wallet/useConnectorChoice'
import { useWalletSetup } from '../../../platform/wallet/useWalletSetup'
import { WalletError } from '../../../platform/wallet/walletError'
import { depositsKeys } from '../api/keys'
import { depositErrorMessage } from '../depositErrorMessage'
import type { DepositStep } from '../flows/depositSteps'

export type DepositProgress = { step: DepositStep; failed: boolean; done: boolean }

/**
 * The deposit screen's wallet and flow: the app's chain and contracts, one deposit at a time, its live
 * step (failed at the step that threw), the hash once sent, and the texts. The chain code loads on the
 * first deposit.
 */
export function useDeposit({ onFinished }: { onFinished?: () => void } = {}) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const appConfig = useAppConfig()
  const setup = useWalletSetup(appConfig.data?.chain)
  const { choice, connectorForMember } = useConnectorChoice()
  const [progress, setProgress] = useState<DepositProgress | null>(null)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<Hash | null>(null)
  const running = useRef(false)
  const contracts = appConfig.data?.contracts ?? {}
  const tokenOf = (currency: Currency): Address | undefined =>
    currency === 'USDT' ? contracts.usdt : contracts.dpine
  const depositContract = contracts.deposit

  async function connect(onStep?: (step: ConnectStep) => void): Promise<Address> {
    if (setup.status !== 'ready') throw new WalletError('notConnected')
    const connector = await connectorForMember(setup)
    const { address } = await setup.kit.connectWallet(setup.config, connector, onStep)
    return address
  }

  /** Resolves true once the deposit is mined (credited later, as the list shows), false when it failed. */
  async function deposit(currency: Currency, amount: bigint, memberWallet: Address): Promise<boolean> {
    const token = tokenOf(currency)
    if (running.current) return false
    if (!setup.config || !token || !depositContract) {
      showToast(t('deposit.notConfigured'), 'fail')
      return false
    }
    running.current = true
    setBusy(true)
    setSent(null)
    let step: DepositStep = 'connect'
    const onStep = (next: DepositStep) => {
      step = next
      setProgress({ step, failed: false, done: false })
    }
    onStep(step)
    try {
      const { startDeposit } = await import('../flows/startDeposit')
      await startDeposit({
        config: setup.config,
        contracts: { deposit: depositContract, token },
        symbol: currency,
        amount,
        memberWallet,
        hooks: {
          connect,
          onStep,
          onApproved: () => showToast(t('deposit.approved', { currency }), 'success'),
          onSent: (hash) => {
            setSent(hash)
            void client.invalidateQueries({ queryKey: depositsKeys.list() })
          },
        },
      })
      setProgress({ step, failed: false, done: true })
      showToast(t('deposit.success'), 'success')
      return true
    } catch (error) {
      setProgress({ step, failed: true, done: false })
      showToast(depositErrorMessage(t, error), 'fail')
      return false
    } finally {
      void client.invalidateQueries({ queryKey: depositsKeys.all })
      onFinished?.()
      running.current = false
      setBusy(false)
    }
  }

  return {
    setup,
    choice,
    config: setup.config,
    contractsFor: (currency: Currency) => {
      const token = tokenOf(currency)
      return token && depositContract ? { deposit: depositContract, token } : null
    },
    explorerUrl: appConfig.data?.chain.explorerUrl ?? null,
    progress,
    busy,
    sent,
    deposit,
  }
}
