import type { ProductDetail } from '@vita/shared/schemas/shop'
import type { SkuChoice } from '@vita/shared/shop/sku'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { getToken } from '../../../lib/storage'
import { useChangeCart } from '../api/changeCart'
import { useProduct } from '../api/getProduct'
import { shopErrorText } from '../orderRules'
import { clampQuantity, pickerState, toggleChoice } from '../skuPicker'
import { buyNowPath } from '../checkoutLines'
import { Price } from './Price'
import { ProductGallery } from './ProductGallery'
import { ReviewsSection } from './ReviewsSection'
import { QueryByIdState } from '../../../components/QueryByIdState'
import { ShopEmpty, ShopSkeleton } from './ShopPlaceholders'
import { SkuPicker } from './SkuPicker'

function ProductBody({ product }: { product: ProductDetail }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const locale = currentLocale()
  const [choice, setChoice] = useState<SkuChoice>({})
  const [quantity, setQuantity] = useState(1)
  const cart = useChangeCart()
  const picker = pickerState(product, choice, locale)
  const count = clampQuantity(quantity, picker.stock)
  const missing = picker.groups.filter((group) => !group.values.some((value) => value.chosen))

  /** The chosen SKU, or a toast naming what is still to choose; visitors are sent to log in first. */
  const ready = () => {
    if (!getToken()) {
      navigate(`/login?redirect=${encodeURIComponent(`/product/${product.id}`)}`)
      return null
    }
    if (!picker.sku) {
      showToast(t('shop.detail.choose', { groups: missing.map((group) => group.label).join(' / ') }))
      return null
    }
    return picker.sku
  }
  const addToCart = () => {
    const sku = ready()
    if (!sku) return
    cart.mutate(
      { kind: 'add', skuId: sku.id, quantity: count },
      {
        onSuccess: () => showToast(t('shop.detail.added'), 'success'),
        onError: (error) => showToast(shopErrorText(error, t('shop.detail.addFailed'), locale), 'fail'),
      },
    )
  }
  const buyNow = () => {
    const sku = ready()
    if (sku) navigate(buyNowPath(sku.id, count))
  }

  return (
    <div className="shop-detail" data-testid="product-detail">
      <ProductGallery images={product.images} alt={product.name[locale]} />
      <section className="card">
        <Price min={picker.price.min} max={picker.price.max} testId="product-price" />
        <h3 data-testid="product-name">{product.name[locale]}</h3>
        <p className="muted shop-row">
          <span data-testid="product-stock">{t('shop.detail.stock', { count: picker.stock })}</span>
          <span>{t('shop.detail.sales', { count: product.sales })}</span>
        </p>
      </section>
      <SkuPicker
        groups={picker.groups}
        onPick={(group, value) => setChoice((current) => toggleChoice(current, group, value))}
        quantity={count}
        stock={picker.stock}
        onQuantity={setQuantity}
      />
      {product.specs.length > 0 && (
        <section className="card">
          <h3>{t('shop.detail.specs')}</h3>
          <table className="shop-specs" data-testid="product-specs">
            <tbody>
              {product.specs.map((spec) => (
                <tr key={spec.name.zh}>
                  <th>{spec.name[locale]}</th>
                  <td>{spec.value[locale]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <section className="card">
        <h3>{t('shop.detail.description')}</h3>
        <p className="shop-description">{product.description[locale]}</p>
      </section>
      <ReviewsSection productId={product.id} rating={product.rating} />
      <footer className="shop-action-bar">
        <button
          type="button"
          className="btn"
          disabled={cart.isPending || picker.stock <= 0}
          data-testid="add-to-cart"
          onClick={addToCart}
        >
          {t('shop.detail.addToCart')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={picker.stock <= 0}
          data-testid="buy-now"
          onClick={buyNow}
        >
          {t('shop.detail.buyNow')}
        </button>
      </footer>
    </div>
  )
}

/** /product/:id: gallery, price, SKU picker, specs, reviews, add to cart and buy now; unknown ids are "not found". */
export function ProductDetailView({ productId }: { productId: string }) {
  const { t } = useTranslation()
  const product = useProduct(productId)
  return (
    <QueryByIdState
      query={product}
      loading={<ShopSkeleton lines={6} testId="product-loading" />}
      notFound={<ShopEmpty title={t('shop.detail.notFound')} testId="product-not-found" />}
      errorText={t('shop.loadFailed.products')}
      testId="product-error"
    >
      {(data) => <ProductBody key={data.id} product={data} />}
    </QueryByIdState>
  )
}
