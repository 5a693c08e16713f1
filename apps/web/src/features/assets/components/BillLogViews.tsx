import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyTabs } from '../../../components/LazyTabs'
import { BillLog } from './BillLog'
import { ChainActivityList } from './ChainActivityList'

type View = 'ledger' | 'chain'

/**
 * The bill log screen's two views (issue 33 item 7): the in-app bills (ledger movements of the in-app
 * balance) and the wallet's on-chain activity with card payments, under a note saying what each covers.
 */
export function BillLogViews() {
  const { t } = useTranslation()
  const [view, setView] = useState<View>('ledger')
  return (
    <>
      <LazyTabs
        tabs={[
          { key: 'ledger', title: t('bills.views.ledger') },
          { key: 'chain', title: t('bills.views.chain') },
        ]}
        activeKey={view}
        onChange={(key) => setView(key === 'chain' ? 'chain' : 'ledger')}
      />
      <p className="field-hint balance-note" data-testid="bills-coverage">
        {t('bills.coverage')}
      </p>
      {view === 'ledger' ? (
        <BillLog />
      ) : (
        <section className="card list-card">
          <ChainActivityList />
        </section>
      )}
    </>
  )
}
