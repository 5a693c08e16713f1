import type { ProductCard } from '@vita/shared/schemas/shop'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { currentLocale } from '../../../lib/i18n'
import { Price } from './Price'

export function ProductCardView({ product }: { product: ProductCard }) {
  const { t } = useTranslation()
  const name = product.name[currentLocale()]
  return (
    <li>
      <Link to={`/product/${product.id}`} className="shop-card" data-testid="product-card">
        {product.image ? (
          <img className="shop-card-image" src={product.image} alt={name} loading="lazy" />
        ) : (
          <span className="shop-card-image" aria-hidden="true" />
        )}
        <span className="shop-card-name">{name}</span>
        <Price min={product.price} />
        <span className="muted shop-card-meta">
          <span>{t('shop.list.sales', { count: product.sales })}</span>
          <span>
            {product.stock > 0 ? t('shop.list.stock', { count: product.stock }) : t('shop.list.soldOut')}
          </span>
        </span>
      </Link>
    </li>
  )
}

export function ProductGrid({ products }: { products: readonly ProductCard[] }) {
  return (
    <ul className="shop-grid" data-testid="product-grid">
      {products.map((product) => (
        <ProductCardView key={product.id} product={product} />
      ))}
    </ul>
  )
}
