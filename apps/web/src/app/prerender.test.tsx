import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '../lib/i18n'
import { clearSession } from '../lib/storage'
import { renderAllShells, renderShell } from './prerender'
import { SCREEN_ON_CLIENT } from './renderingShell'
import { appRoutes } from './routes'

// That the browser hydrates a shell without a mismatch is e2e/src/delivery.e2e.ts's (a server and a
// client renderer in one test process share React's context state).
describe('prerendered route shells', () => {
  beforeEach(() => clearSession())
  afterEach(async () => {
    await i18n.changeLanguage('zh')
  })

  it('shows the frame, the tab bar under a tab screen and the skeleton, in the language asked for', async () => {
    const zh = await renderShell('/swap', 'zh')
    expect(zh).toContain('data-testid="tab-bar"')
    expect(zh).toContain('兑换')
    expect(zh).toContain('screen-skeleton')
    expect(zh).toContain(`data-dgst="${SCREEN_ON_CLIENT}"`)
    const en = await renderShell('/swap', 'en')
    expect(en).toContain('Swap')
    expect(en).not.toContain('兑换')
    // No tab bar where the screen has none, and no redirect for a member page (the guards wait for the browser).
    expect(await renderShell('/assets', 'zh')).not.toContain('tab-bar')
    expect(await renderShell('/assets', 'zh')).toContain('screen-skeleton')
  }, 30_000)

  it('covers every route with a screen; an alias carries its target', async () => {
    const shells = await renderAllShells()
    const withScreens = appRoutes
      .filter((route) => route.screen || route.redirectTo)
      .map((route) => route.path)
    expect(Object.keys(shells).sort()).toEqual(withScreens.sort())
    expect(shells['/']?.for).toBe('/vita-club/team')
  }, 60_000)
})
