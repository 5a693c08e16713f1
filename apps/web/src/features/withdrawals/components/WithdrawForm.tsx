import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@vita/shared/amount'
import type { Currency } from '@vita/shared/schemas/assets'
import type { Withdrawal } from '@vita/shared/schemas/withdrawals'
import { AmountField } from '../../../components/AmountField'
import { ConfirmSheet } from '../../../components/ConfirmSheet'
import { CurrencyPicker } from '../../../components/CurrencyPicker'
import { formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { createIdempotentSubmission, outcomeUnknown } from '../../../lib/idempotencyKey'
import { showToast } from '../../../lib/notify'
import { useWithdrawRules } from '../api/getWithdrawRules'
import { useRequestWithdrawal } from '../api/requestWithdrawal'
import {
  submitIssue,
  validateWithdrawForm,
  withdrawIssueText,
  type WithdrawFormValues,
} from '../withdrawForm'
import { WithdrawRulesSummary } from './WithdrawRulesSummary'

type Touched = { address: boolean; amount: boolean }

/** Spec §5 withdraw form: address, amount (≥ minimum), optional note, fee and expected arrival, confirm. */
export function WithdrawForm({
  availableOf,
  walletAddress,
  onRequested,
}: {
  /** Spendable balance per currency (base units), undefined while loading. */
  availableOf: (currency: Currency) => bigint | undefined
  walletAddress: string | null
  onRequested: (withdrawal: Withdrawal) => void
}) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const rules = useWithdrawRules()
  const request = useRequestWithdrawal()
  const [submission] = useState(() => createIdempotentSubmission())
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
  const check = validateWithdrawForm(values, { rule, available })
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
    }
    const idempotencyKey = submission.keyFor(input)
    request.mutate(
      { ...input, idempotencyKey },
      {
        onSuccess: (withdrawal) => {
          submission.settle()
          setConfirming(false)
          setValues((current) => ({ ...current, amount: '', note: '' }))
          setTouched({ address: false, amount: false })
          showToast(t('withdraw.success'), 'success')
          onRequested(withdrawal)
        },
        onError: (error) => {
          submission.settle(error)
          setConfirming(false)
        },
      },
    )
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
      <div className="field">
        <label className="field-label" htmlFor="withdraw-address">
          {t('withdraw.address')}
        </label>
        <input
          id="withdraw-address"
          className="field-input mono"
          data-testid="withdraw-address"
          value={values.address}
          onChange={(event) => set({ address: event.target.value })}
          onBlur={() => setTouched((current) => ({ ...current, address: true }))}
          placeholder={t('withdraw.addressPlaceholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
        />
        {issueText(touched.address, check.address) ? (
          <p className="field-error" role="alert" data-testid="withdraw-address-error">
            {issueText(touched.address, check.address)}
          </p>
        ) : (
          walletAddress &&
          values.address.trim() === '' && (
            <button
              type="button"
              className="link"
              data-testid="withdraw-use-wallet"
              onClick={() => set({ address: walletAddress })}
            >
              {t('withdraw.useMyWallet')}
            </button>
          )
        )}
      </div>
      <AmountField
        id="withdraw-amount"
        testId="withdraw-amount"
        label={t('withdraw.amount')}
        value={values.amount}
        onChange={(amount) => set({ amount })}
        onBlur={() => setTouched((current) => ({ ...current, amount: true }))}
        placeholder={rule ? t('withdraw.amountPlaceholder', { amount: formatMoney(rule.minimum, 18) }) : ''}
        hint={
          available === undefined
            ? undefined
            : t('assets.availableOf', { amount: formatMoney(available), currency: values.currency })
        }
        error={issueText(touched.amount || values.amount !== '', check.amount)}
        onMax={available === undefined ? undefined : () => set({ amount: formatAmount(available) })}
      />
      <div className="field">
        <label className="field-label" htmlFor="withdraw-note">
          {t('withdraw.note')}
        </label>
        <input
          id="withdraw-note"
          className="field-input"
          data-testid="withdraw-note"
          value={values.note}
          maxLength={200}
          onChange={(event) => set({ note: event.target.value })}
          placeholder={t('withdraw.notePlaceholder')}
        />
      </div>
      {rule && <WithdrawRulesSummary rule={rule} currency={values.currency} net={check.ready?.net ?? null} />}
      {rules.isError && (
        <div className="load-failed" role="alert">
          <p>{t('withdraw.rulesLoadFailed')}</p>
          <button type="button" className="btn" onClick={() => void rules.refetch()}>
            {t('withdraw.retry')}
          </button>
        </div>
      )}
      {request.isError && outcomeUnknown(request.error) && (
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
      <ConfirmSheet
        visible={confirming}
        title={t('withdraw.confirmTitle')}
        testId="withdraw-confirm"
        busy={request.isPending}
        confirmText={t('withdraw.confirm')}
        cancelText={t('withdraw.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
        rows={
          check.ready
            ? [
                {
                  label: t('withdraw.amount'),
                  value: `${formatMoney(check.ready.amount, 18)} ${values.currency}`,
                },
                { label: t('withdraw.fee'), value: `${formatMoney(check.ready.fee, 18)} ${values.currency}` },
                {
                  label: t('withdraw.net'),
                  value: `${formatMoney(check.ready.net, 18)} ${values.currency}`,
                  emphasis: true,
                },
                {
                  label: t('withdraw.address'),
                  value: <span className="mono break">{check.ready.address}</span>,
                },
                ...(values.note.trim() ? [{ label: t('withdraw.note'), value: values.note.trim() }] : []),
              ]
            : []
        }
      />
    </section>
  )
}
