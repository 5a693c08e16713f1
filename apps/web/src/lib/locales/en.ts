import type { TextsOf } from '../i18n'
import type { shellZh } from './zh'

/** The shell's English texts. */
export const shellEn: TextsOf<typeof shellZh> = {
  app: {
    loading: 'Loading…',
    configError: 'Failed to load the app configuration',
    retry: 'Retry',
    confirm: 'OK',
    welcome: 'Welcome to Vita Club',
    subtitle: 'Connect your wallet and sign a message to log in — no password needed',
    offline: 'You are offline. The page refreshes once the connection is back.',
  },
}
