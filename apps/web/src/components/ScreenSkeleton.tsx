import { useTranslation } from 'react-i18next'

/**
 * A screen's frame while its chunk loads: the header bar and grey blocks where its cards will be. Plain
 * CSS (no antd-mobile), in the entry; it is also the part of each route's prerendered shell
 * (app/prerender.tsx) that the screen replaces, so the page a phone receives already has its layout.
 */
export function ScreenSkeleton() {
  const { t } = useTranslation()
  return (
    <main className="page" aria-busy="true">
      <header className="page-header" />
      <div className="screen-skeleton" role="status">
        <p className="screen-skeleton-status">
          <span className="spinner inline" aria-hidden="true" />
          {t('app.loading')}
        </p>
        <div className="screen-skeleton-block tall" />
        <div className="screen-skeleton-block" />
        <div className="screen-skeleton-block" />
      </div>
    </main>
  )
}
