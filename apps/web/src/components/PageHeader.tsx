import { useNavigate } from 'react-router'

/** A light navigation bar (no antd-mobile here, so it costs nothing in the initial chunk). */
export function PageHeader({ title, back = false }: { title: string; back?: boolean }) {
  const navigate = useNavigate()
  return (
    <header className="page-header">
      {back ? (
        <button
          type="button"
          className="page-header-back"
          aria-label="back"
          onClick={() => {
            // Opened directly (no history entry of ours): "back" goes to the member home instead.
            const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
            if (idx > 0) navigate(-1)
            else navigate('/main', { replace: true })
          }}
        >
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
