/** Lets non-React code (logout, the 401 rule, wallet events) navigate with the app's router. */
type Navigate = (to: string, options?: { replace?: boolean }) => void

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to)
  else window.location.assign(to)
}

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options)
}

export function currentPlace(): { pathname: string; search: string; hash: string } {
  const { pathname, search, hash } = window.location
  return { pathname, search, hash }
}
