import { useTranslation } from 'react-i18next'
import { ShortAddress } from '../../../components/ShortAddress'
import { formatMoney } from '../../../lib/format'
import type { BalanceVerdict } from '../flows/verifyMyBalance'

/** The check's verdict: included with the member's amounts, or what is wrong and which roots differ. */
export function VerdictView({ result, day }: { result: BalanceVerdict; day: string }) {
  const { t } = useTranslation()
  const tone = result.verdict === 'included' ? 'good' : result.verdict === 'unpublished' ? 'wait' : 'bad'
  return (
    <div
      className={`solvency-verdict ${tone}`}
      role="status"
      data-testid="solvency-verdict"
      data-verdict={result.verdict}
    >
      <strong>{t(`solvency.verdict.${result.verdict}.title`)}</strong>
      {result.verdict === 'included' && (
        <>
          <p>{t('solvency.verdict.included.body', { day })}</p>
          <ul className="plain-list">
            {result.amounts.map(({ currency, amount }) => (
              <li key={currency} className="solvency-row-main" data-testid={`solvency-my-${currency}`}>
                <span>{currency}</span>
                <span>{formatMoney(amount)}</span>
              </li>
            ))}
          </ul>
          <p className="solvency-root">
            {t('solvency.verify.chainRoot')} <ShortAddress value={result.chainRoot} kind="hash" />
          </p>
        </>
      )}
      {result.verdict === 'notIncluded' && <p>{t(`solvency.verdict.notIncluded.${result.reason}`)}</p>}
      {result.verdict === 'rootMismatch' && (
        <>
          <p>{t('solvency.verdict.rootMismatch.body')}</p>
          <p className="solvency-root">
            {t('solvency.verify.proofRoot')} <ShortAddress value={result.proofRoot} kind="hash" />
          </p>
          <p className="solvency-root">
            {t('solvency.verify.chainRoot')} <ShortAddress value={result.chainRoot} kind="hash" />
          </p>
        </>
      )}
      {result.verdict === 'unpublished' && <p>{t('solvency.verdict.unpublished.body', { day })}</p>}
    </div>
  )
}
