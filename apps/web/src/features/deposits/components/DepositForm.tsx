import { Button } from 'antd-mobile'
import { formatAmount } from '@vita/shared/amount'
import type { Currency } from '@vita/shared/schemas/assets'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { AmountField } from '../../../components/AmountField'
import { CurrencyPicker } from '../../../components/CurrencyPicker'
import { checkAmount } from '../../../lib/amountInput'
import { formatMoney } from '../../../lib/format'
import { WalletChooser } from '../../../platform/wallet/WalletChooser'
import { useMinimumDeposit } from '../hooks/useMinimumDeposit'
import type { useDeposit } from '../hooks/useDeposit'
import { DepositSteps } from './DepositSteps'

/**
 * The deposit form: currency, amount (wallet balance and the contract's minimum shown), what a deposit
 * is for, and the five steps once it runs. The screen gives the wallet balances and the member's wallet.
 */
export function DepositForm({
  flow,
  initialCurrency,
  walletBalanceOf,
  memberWallet,
  confirmationsRequired,
}: {
  flow: ReturnType<typeof useDeposit>
  initialCurrency: Currency
  /** On-chain wallet balance per currency (base units), undefined while loading. */
  walletBalanceOf: (currency: Currency) => bigint | undefined
  memberWallet: Address | null
  /** DEPOSIT_CONFIRMATIONS as the API reports it; null until a deposit list is loaded. */
  confirmationsRequired: number | null
}) {
  const { t } = useTranslation()
  const [currency, setCurrency] = useState<Currency>(initialCurrency)
  const [amount, setAmount] = useState('')
  const [touched, setTouched] = useState(false)
  const contracts = flow.contractsFor(currency)
  const minimum = useMinimumDeposit(flow.config, contracts)
  const balance = walletBalanceOf(currency)
  const check = checkAmount(amount, balance)
  const belowMinimum = check.ok && minimum.data !== undefined && check.amount < minimum.data
  const amountError = () => {
    if (!touched && amount === '') return null
    if (check.ok) return belowMinimum ? t('deposit.error.belowMinimum') : null
    // Above the wallet balance, said of the wallet (the generic text means the in-app balance).
    if (check.problem === 'exceedsAvailable') return t('deposit.error.insufficientWallet')
    return t(`amount.error.${check.problem}`)
  }

  const submit = () => {
    setTouched(true)
    if (!check.ok || belowMinimum || !memberWallet) return
    void flow.deposit(currency, check.amount, memberWallet).then((mined) => {
      if (!mined) return
      setAmount('')
      setTouched(false)
    })
  }

  return (
    <section className="card form-card" data-testid="deposit-form">
      <p className="deposit-explain">{t('deposit.explain', { currency })}</p>
      <div className="field">
        <span className="field-label">{t('deposit.currency')}</span>
        <CurrencyPicker
          value={currency}
          onChange={(next) => {
            setCurrency(next)
            setTouched(false)
          }}
          testIdPrefix="deposit-currency"
          label={t('deposit.currency')}
        />
      </div>
      <AmountField
        testId="deposit-amount"
        label={t('deposit.amount')}
        value={amount}
        onChange={setAmount}
        onBlur={() => setTouched(true)}
        placeholder={
          minimum.data === undefined
            ? ''
            : t('deposit.amountPlaceholder', { amount: formatMoney(minimum.data, 18) })
        }
        hint={
          balance === undefined
            ? t('deposit.walletBalanceUnknown')
            : t('deposit.walletBalance', { amount: formatMoney(balance), currency })
        }
        error={amountError()}
        onMax={balance === undefined || balance === 0n ? undefined : () => setAmount(formatAmount(balance))}
      />
      <p className="field-hint" data-testid="deposit-terms">
        {minimum.data !== undefined &&
          t('deposit.minimum', { amount: formatMoney(minimum.data, 18), currency })}
        {minimum.data !== undefined && confirmationsRequired !== null && ' · '}
        {confirmationsRequired !== null && t('deposit.confirmations', { count: confirmationsRequired })}
      </p>
      <Button
        block
        color="primary"
        size="large"
        data-testid="deposit-submit"
        loading={flow.busy}
        disabled={flow.busy || !contracts || !memberWallet}
        onClick={submit}
      >
        {t('deposit.submit')}
      </Button>
      {!contracts && flow.config && <p className="notice">{t('deposit.notConfigured')}</p>}
      {flow.progress && <DepositSteps progress={flow.progress} />}
      {flow.choice && <WalletChooser connectors={flow.setup.connectors} choice={flow.choice} />}
    </section>
  )
}
