import { useNavigate } from 'react-router'

/** A light navigation bar (no antd-mobile here, so it costs nothing in the initial chunk). */
export function PageHeader({ title, back = false }: { title: string; back?: boolean }) {
  const navigate = useNavigate()
  return (
    <header className="page-header">
      {back ? (
        <button type="button" className="page-header-back" aria-label="back" onClick={() => navigate(-1)}>
          ‹
        </button>
      ) : (
        <span className="page-header-back" />
      )}
      <h2>{title}</h2>
      <span className="page-header-back" />
    </header>
  )
}
