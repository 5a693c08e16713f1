import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@vita/shared/amount'
import type { Currency } from '@vita/shared/schemas/assets'
import type { Withdrawal } from '@vita/shared/schemas/withdrawals'
import { AmountField } from '../../../components/AmountField'
import { CurrencyPicker } from '../../../components/CurrencyPicker'
import { QueryState } from '../../../components/QueryState'
import { TextField } from '../../../components/TextField'
import { checkAmount, refusedForBalance } from '../../../lib/amountInput'
import { formatMoney } from '../../../lib/format'
import { isHttpError } from '../../../lib/httpError'
import { currentLocale } from '../../../lib/i18n'
import { outcomeUnknown } from '../../../lib/idempotencyKey'
import { showNotice, showToast } from '../../../lib/notify'
import { stepUpFailureNotice, stepUpReason } from '../../../platform/wallet/stepUpFailure'
import { useStepUpSigner } from '../../../platform/wallet/useStepUpSigner'
import { useWithdrawRules } from '../api/getWithdrawRules'
import { useRequestWithdrawal } from '../api/requestWithdrawal'
import {
  isBalanceShort,
  submitIssue,
  validateWithdrawForm,
  withdrawIssueText,
  type WithdrawFormValues,
} from '../withdrawForm'
import { WithdrawAddressField } from './WithdrawAddressField'
import { WithdrawConfirm } from './WithdrawConfirm'
import { WithdrawRulesSummary } from './WithdrawRulesSummary'

type Touched = { address: boolean; amount: boolean }

/**
 * Spec §5 withdraw form: address, amount (≥ minimum), optional note, fee and expected arrival,
 * confirm, then the member's wallet signs the withdrawal (step-up) before it is sent.
 * `depositAction` (the screen's way to /deposit) stands beside 余额不足.
 */
export function WithdrawForm({
  availableOf,
  walletAddress,
  onRequested,
  depositAction,
}: {
  /** Spendable balance per currency (base units), undefined while loading. */
  availableOf: (currency: Currency) => bigint | undefined
  walletAddress: string | null
  onRequested: (withdrawal: Withdrawal) => void
  depositAction?: (currency: Currency) => ReactNode
}) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const rules = useWithdrawRules()
  const sign = useStepUpSigner()
  const request = useRequestWithdrawal(sign)
  const [values, setValues] = useState<WithdrawFormValues>({
    currency: 'DPINE',
    address: '',
    amount: '',
    note: '',
  })
  const [touched, setTouched] = useState<Touched>({ address: false, amount: false })
  const [confirming, setConfirming] = useState(false)

  const rule = rules.data?.rules.find((item) => item.currency === values.currency)
  const available = availableOf(values.currency)
  const refused = refusedForBalance(request.error, request.variables, {
    check: checkAmount(values.amount),
    currency: values.currency,
  })
  const check = validateWithdrawForm(values, { rule, available, refusedForBalance: refused })
  const set = (patch: Partial<WithdrawFormValues>) => setValues((current) => ({ ...current, ...patch }))
  const issueText = (shown: boolean, issue: typeof check.address) =>
    shown && issue ? withdrawIssueText(issue, t, locale) : null

  const submit = () => {
    setTouched({ address: true, amount: true })
    const incomplete = submitIssue(values)
    if (incomplete) {
      showToast(withdrawIssueText(incomplete, t, locale), 'fail')
      return
    }
    if (check.ready) setConfirming(true)
  }
  const confirm = () => {
    const ready = check.ready
    if (!ready) return
    const input = {
      currency: values.currency,
      amount: ready.amount.toString(),
      address: ready.address,
      note: values.note.trim() || undefined,
      fee: ready.fee.toString(),
    }
    request.mutate(input, {
      onSuccess: (withdrawal) => {
        setConfirming(false)
        setValues((current) => ({ ...current, amount: '', note: '' }))
        setTouched({ address: false, amount: false })
        showToast(t('withdraw.success'), 'success')
        onRequested(withdrawal)
      },
      onError: (error) => {
        showNotice(stepUpFailureNotice(error, t('withdraw.failed'), currentLocale()))
        // The fee changed since the rules loaded: show the new fee in the still open dialog to confirm again.
        if (stepUpReason(error) === 'stepUpFeeChanged') void rules.refetch()
        else setConfirming(false)
      },
    })
  }

  return (
    <section className="card form-card">
      <div className="field">
        <span className="field-label">{t('withdraw.currency')}</span>
        <CurrencyPicker
          value={values.currency}
          onChange={(currency) => set({ currency })}
          testIdPrefix="withdraw-currency"
          label={t('withdraw.currency')}
        />
      </div>
      <WithdrawAddressField
        value={values.address}
        onChange={(address) => set({ address })}
        onBlur={() => setTouched((current) => ({ ...current, address: true }))}
        error={issueText(touched.address, check.address)}
        walletAddress={walletAddress}
      />
      <AmountField
        testId="withdraw-amount"
        label={t('withdraw.amount')}
        value={values.amount}
        onChange={(amount) => set({ amount })}
        onBlur={() => setTouched((current) => ({ ...current, amount: true }))}
        placeholder={rule ? t('withdraw.amountPlaceholder', { amount: formatMoney(rule.minimum, 18) }) : ''}
        hint={
          available === undefined
            ? undefined
            : t('amount.availableOf', { amount: formatMoney(available), currency: values.currency })
        }
        error={issueText(touched.amount || values.amount !== '', check.amount)}
        errorAction={isBalanceShort(check.amount) ? depositAction?.(values.currency) : undefined}
        onMax={available === undefined ? undefined : () => set({ amount: formatAmount(available) })}
      />
      <TextField
        label={t('withdraw.note')}
        testId="withdraw-note"
        value={values.note}
        maxLength={200}
        onChange={(note) => set({ note })}
        placeholder={t('withdraw.notePlaceholder')}
      />
      <QueryState query={rules} loading={null} errorText={t('withdraw.rulesLoadFailed')}>
        {() =>
          rule && (
            <WithdrawRulesSummary rule={rule} currency={values.currency} net={check.ready?.net ?? null} />
          )
        }
      </QueryState>
      {request.isError && isHttpError(request.error) && outcomeUnknown(request.error) && (
        <p className="notice">{t('withdraw.retryHint')}</p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="withdraw-submit"
        disabled={request.isPending}
        onClick={submit}
      >
        {t('withdraw.submit')}
      </button>
      <WithdrawConfirm
        visible={confirming}
        ready={check.ready}
        currency={values.currency}
        note={values.note}
        busy={request.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </section>
  )
}
