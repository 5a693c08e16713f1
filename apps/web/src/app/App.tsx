import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { setNavigator } from '../lib/navigation'
import { AppProviders } from './providers'
import { createAppRouter } from './router'

export function App() {
  const [router] = useState(() => {
    const created = createAppRouter()
    setNavigator((to, options) => void created.navigate(to, { replace: options?.replace ?? false }))
    return created
  })
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
