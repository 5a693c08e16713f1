import type { TextsOf } from '../../lib/i18n'
import type { componentsZh } from './zh'

export const componentsEn: TextsOf<typeof componentsZh> = {
  pull: {
    idle: 'Pull to refresh',
    canRelease: 'Release to refresh',
    refreshing: 'Loading...',
    complete: 'Refreshed',
  },
  loginPrompt: { message: 'Log in to see this page', login: 'Log in' },
  notFound: {
    title: 'Page not found',
    description: 'The page {{path}} is not available yet or does not exist',
    home: 'Back to home',
    back: 'Go back',
  },
}
