import { Button } from 'antd-mobile'
import type { ClubDividends } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { isHttpError } from '../../../lib/httpError'
import { reportError, showToast } from '../../../lib/notify'
import { useClaimDividends } from '../api/claimDividends'
import { claimButtonState } from '../claimState'

/** Claims every claimable kind at once (spec §8: 领取分红成功 / 领取分红失败). */
export function ClaimButton({ dividends }: { dividends: ClubDividends | undefined }) {
  const { t } = useTranslation()
  const claim = useClaimDividends()
  const state = claimButtonState(dividends, claim.isPending)
  return (
    <Button
      block
      color="primary"
      size="large"
      data-testid="dividends-claim"
      data-state={state.label}
      disabled={state.disabled}
      loading={claim.isPending}
      onClick={() => {
        if (!dividends) return
        claim.mutate(dividends.claimable.total, {
          onSuccess: (result) =>
            showToast(
              `${t('clubMoney.dividends.claimed')}：${formatMoney(result.claimed.total, 4)} USDT`,
              'success',
            ),
          onError: (error) => {
            // An API refusal has its own words (e.g. nothing to claim); anything else is spec §8's text.
            if (isHttpError(error) && error.failure.kind === 'envelope') reportError(error)
            else showToast(t('clubMoney.dividends.claimFailed'), 'fail')
          },
        })
      }}
    >
      {t(`clubMoney.dividends.${state.label}`)}
    </Button>
  )
}
