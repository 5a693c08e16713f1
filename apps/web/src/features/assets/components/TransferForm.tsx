import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@vita/shared/amount'
import type { Currency, TransferRecipient, TransferResponse } from '@vita/shared/schemas/assets'
import { AmountField } from '../../../components/AmountField'
import { ConfirmSheet } from '../../../components/ConfirmSheet'
import { CurrencyPicker } from '../../../components/CurrencyPicker'
import { TextField } from '../../../components/TextField'
import { checkAmount, refusedForBalance } from '../../../lib/amountInput'
import { formatMoney } from '../../../lib/format'
import { isHttpError } from '../../../lib/httpError'
import { currentLocale } from '../../../lib/i18n'
import { outcomeUnknown } from '../../../lib/idempotencyKey'
import { showNotice, showToast } from '../../../lib/notify'
import { useAppConfig } from '../../../platform/config/getAppConfig'
import { stepUpFailureNotice } from '../../../platform/wallet/stepUpFailure'
import { useStepUpSigner } from '../../../platform/wallet/useStepUpSigner'
import { useAssets } from '../api/getAssets'
import { needsTransferStepUp, useTransfer } from '../api/transfer'
import { RecipientField, useRecipientCheck } from './RecipientField'

/**
 * Internal transfer to a member named by UUID, community number or wallet address: live recipient
 * check, currency, amount with Max, a confirmation naming the recipient by community number and masked
 * address, idempotent submit to their UUID; at or above /app/config's step-up threshold the member's
 * wallet signs the transfer first.
 * `depositAction` (the screen's way to /deposit) stands beside 余额不足.
 */
export function TransferForm({
  initialCurrency = 'DPINE',
  depositAction,
}: {
  initialCurrency?: Currency
  depositAction?: (currency: Currency) => ReactNode
}) {
  const { t } = useTranslation()
  const assets = useAssets()
  const appConfig = useAppConfig()
  const sign = useStepUpSigner()
  const send = useTransfer(sign)
  const [recipientText, setRecipientText] = useState('')
  const [currency, setCurrency] = useState<Currency>(initialCurrency)
  const [amount, setAmount] = useState('')
  const [memo, setMemo] = useState('')
  const [tried, setTried] = useState(false)
  /** The recipient being confirmed: the one the check showed when Transfer was tapped. */
  const [confirming, setConfirming] = useState<TransferRecipient | null>(null)
  const [done, setDone] = useState<TransferResponse | null>(null)

  const recipientCheck = useRecipientCheck(recipientText)
  const available = assets.data?.assets.find((asset) => asset.currency === currency)?.available
  const availableUnits = available === undefined ? undefined : BigInt(available)
  const amountCheck = checkAmount(amount, availableUnits)
  const refusedShort = refusedForBalance(send.error, send.variables, { check: amountCheck, currency })
  const amountProblem = amountCheck.ok ? (refusedShort ? 'exceedsAvailable' : null) : amountCheck.problem
  const amountError = (tried || amount !== '') && amountProblem ? t(`amount.error.${amountProblem}`) : null
  const unknownOutcome = send.isError && isHttpError(send.error) && outcomeUnknown(send.error)
  const threshold = appConfig.data ? BigInt(appConfig.data.stepUp.transferThreshold) : null
  const signed = amountCheck.ok && needsTransferStepUp(amountCheck.amount, threshold)

  const submit = () => {
    setTried(true)
    if (recipientCheck.status === 'valid' && amountCheck.ok && availableUnits !== undefined)
      setConfirming(recipientCheck.recipient)
  }
  const confirm = () => {
    if (!amountCheck.ok || !confirming) return
    send.mutate(
      {
        toUuid: confirming.uuid,
        currency,
        amount: amountCheck.amount.toString(),
        memo: memo.trim() || undefined,
        stepUpThreshold: threshold,
      },
      {
        onSuccess: (result) => {
          setConfirming(null)
          setDone(result)
          setAmount('')
          setMemo('')
          setTried(false)
          showToast(t('transfer.success'), 'success')
        },
        onError: (error) => {
          setConfirming(null)
          showNotice(stepUpFailureNotice(error, t('transfer.failed'), currentLocale()))
        },
      },
    )
  }

  return (
    <section className="card form-card">
      <RecipientField
        value={recipientText}
        onChange={setRecipientText}
        check={recipientCheck}
        showRequired={tried}
      />
      <div className="field">
        <span className="field-label">{t('transfer.currency')}</span>
        <CurrencyPicker
          value={currency}
          onChange={setCurrency}
          testIdPrefix="transfer-currency"
          label={t('transfer.currency')}
        />
      </div>
      <AmountField
        testId="transfer-amount"
        label={t('transfer.amount')}
        value={amount}
        onChange={setAmount}
        placeholder={t('transfer.amountPlaceholder')}
        hint={
          available === undefined
            ? undefined
            : t('amount.availableOf', { amount: formatMoney(available), currency })
        }
        error={amountError}
        errorAction={amountProblem === 'exceedsAvailable' ? depositAction?.(currency) : undefined}
        onMax={availableUnits === undefined ? undefined : () => setAmount(formatAmount(availableUnits))}
      />
      <TextField
        label={t('transfer.memo')}
        testId="transfer-memo"
        value={memo}
        maxLength={100}
        onChange={setMemo}
        placeholder={t('transfer.memoPlaceholder')}
      />
      {unknownOutcome && <p className="notice">{t('transfer.retryHint')}</p>}
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="transfer-submit"
        disabled={send.isPending}
        onClick={submit}
      >
        {t('transfer.submit')}
      </button>
      {done && (
        <p className="success-note" data-testid="transfer-result">
          {t('transfer.success')} ·{' '}
          {t('transfer.newBalance', { amount: formatMoney(done.available), currency: done.currency })}
        </p>
      )}
      <ConfirmSheet
        visible={confirming !== null}
        title={t('transfer.confirmTitle')}
        message={signed ? t('transfer.signHint') : undefined}
        testId="transfer-confirm"
        busy={send.isPending}
        confirmText={t('transfer.confirm')}
        cancelText={t('transfer.cancel')}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
        rows={[
          {
            label: t('transfer.toCommunityNumber'),
            value: confirming?.communityNumber,
            testId: 'transfer-confirm-community-number',
          },
          {
            label: t('transfer.toAddress'),
            value: <span className="mono">{confirming?.maskedAddress}</span>,
            testId: 'transfer-confirm-address',
          },
          {
            label: t('transfer.amount'),
            value: `${amountCheck.ok ? formatMoney(amountCheck.amount, 18) : ''} ${currency}`,
            emphasis: true,
          },
          ...(memo.trim() ? [{ label: t('transfer.memo'), value: memo.trim() }] : []),
        ]}
      />
    </section>
  )
}
