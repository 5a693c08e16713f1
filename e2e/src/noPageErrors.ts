import { afterEach, expect } from 'vitest'
import { takePageErrors } from './browser'

// Every browser test ends with no uncaught error in the app's pages (browser.ts records them).
afterEach(() => {
  expect(takePageErrors()).toEqual([])
})
