import type { ReactNode } from 'react'
import type { ShopOrderDetail } from '@vita/shared/schemas/shop'
import { useTranslation } from 'react-i18next'
import { QueryByIdState } from '../../../components/QueryByIdState'
import { useOrder } from '../api/getOrder'
import { ShopEmpty, ShopSkeleton } from './ShopPlaceholders'

/** One order by number: "not found" for a 404 (no such order, or not the caller's), else the failure text with a retry. */
export function OrderQueryState({
  orderNo,
  testId,
  children,
}: {
  orderNo: string
  testId: string
  children: (order: ShopOrderDetail) => ReactNode
}) {
  const { t } = useTranslation()
  const order = useOrder(orderNo)
  return (
    <QueryByIdState
      query={order}
      loading={<ShopSkeleton lines={6} testId={`${testId}-loading`} />}
      notFound={<ShopEmpty title={t('shop.order.notFound')} testId={`${testId}-not-found`} />}
      errorText={t('shop.loadFailed.orders')}
      testId={`${testId}-error`}
    >
      {children}
    </QueryByIdState>
  )
}
