/**
 * /payment/:orderNo (open, spec §2): the amount due, the time left, pay from the USDT balance (assets)
 * or with a card, the member's own cards offered (club); Deposit beside 余额不足. A visitor has no
 * orders: the login prompt.
 */
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { LoginPrompt } from '../../../components/LoginPrompt'
import { PageHeader } from '../../../components/PageHeader'
import { useAssets } from '../../../features/assets'
import { OwnCardPicker } from '../../../features/club'
import { DepositAction } from '../../../features/deposits'
import { PaymentView } from '../../../features/shop'
import { isLoggedIn, useSession } from '../../../platform/session/session'

function MemberPayment({ orderNo }: { orderNo: string }) {
  const assets = useAssets()
  const usdt = assets.data?.assets.find((asset) => asset.currency === 'USDT')
  return (
    <PaymentView
      orderNo={orderNo}
      availableUsdt={usdt ? BigInt(usdt.available) : null}
      depositAction={<DepositAction currency="USDT" testId="payment-deposit" />}
      ownCards={(fill) => <OwnCardPicker onPick={fill} />}
    />
  )
}

export default function PaymentScreen() {
  const { t } = useTranslation()
  const { orderNo = '' } = useParams()
  const loggedIn = isLoggedIn(useSession())
  return (
    <main className="page" data-testid="payment-screen">
      <PageHeader title={t('shop.title.payment')} back />
      {loggedIn ? <MemberPayment orderNo={orderNo} /> : <LoginPrompt />}
    </main>
  )
}
