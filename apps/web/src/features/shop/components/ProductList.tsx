import { SearchBar, Skeleton } from 'antd-mobile'
import {
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  type ProductCategory,
  type ProductSort,
} from '@vita/shared/shop/catalogue'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LazyTabs } from '../../../components/LazyTabs'
import { QueryState } from '../../../components/QueryState'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import { DEFAULT_PRODUCT_FILTER, useProducts } from '../api/listProducts'
import { shopKeys } from '../api/shopKeys'
import { MoreFooter } from '../../../components/MoreFooter'
import { ProductGrid } from './ProductGrid'
import { ShopEmpty } from './ShopPlaceholders'
import { ShopRefresh } from './ShopRefresh'

const CATEGORIES = ['all', ...PRODUCT_CATEGORIES] as const
export const SEARCH_DEBOUNCE_MS = 350

function GridSkeleton() {
  return (
    <ul className="shop-grid" data-testid="products-loading">
      {[0, 1, 2, 3].map((key) => (
        <li key={key} className="shop-card">
          <Skeleton animated className="shop-card-image" />
          <Skeleton.Paragraph lineCount={2} animated />
        </li>
      ))}
    </ul>
  )
}

/** /marketplace: search (zh or en names), categories, sort, and the products page by page. */
export function ProductList() {
  const { t } = useTranslation()
  const [text, setText] = useState(DEFAULT_PRODUCT_FILTER.q)
  const [category, setCategory] = useState<ProductCategory | 'all'>(DEFAULT_PRODUCT_FILTER.category)
  const [sort, setSort] = useState<ProductSort>(DEFAULT_PRODUCT_FILTER.sort)
  // Typing (or an IME composing Chinese) settles before a request goes out.
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const products = useProducts({ q, category, sort })
  return (
    <div className="shop-list">
      <div className="shop-toolbar">
        <SearchBar
          placeholder={t('shop.list.search')}
          value={text}
          onChange={setText}
          onClear={() => setText('')}
          data-testid="product-search"
        />
        <Link to="/cart" className="link" data-testid="to-cart">
          {t('shop.list.cart')}
        </Link>
        <Link to="/orders" className="link" data-testid="to-orders">
          {t('shop.list.orders')}
        </Link>
      </div>
      <LazyTabs
        activeKey={category}
        onChange={(key) => setCategory(key as ProductCategory | 'all')}
        tabs={CATEGORIES.map((key) => ({
          key,
          title: <span data-testid={`category-${key}`}>{t(`shop.list.category.${key}`)}</span>,
        }))}
      />
      <div className="shop-sorts" role="radiogroup">
        {PRODUCT_SORTS.map((key) => (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={sort === key}
            className={sort === key ? 'shop-chip active' : 'shop-chip'}
            data-testid={`sort-${key}`}
            onClick={() => setSort(key)}
          >
            {t(`shop.list.sort.${key}`)}
          </button>
        ))}
      </div>
      <ShopRefresh queryKey={[...shopKeys.all, 'products']}>
        <QueryState
          query={products}
          loading={<GridSkeleton />}
          errorText={t('shop.loadFailed.products')}
          testId="products-error"
        >
          {(data) => {
            const items = data.pages.flatMap((page) => page.items)
            return items.length === 0 ? (
              <ShopEmpty title={t('shop.list.empty')} testId="products-empty" />
            ) : (
              <>
                <ProductGrid products={items} />
                <MoreFooter
                  query={products}
                  failedText={t('shop.loadMoreFailed')}
                  noMoreText={t('shop.noMore')}
                />
              </>
            )
          }}
        </QueryState>
      </ShopRefresh>
    </div>
  )
}
