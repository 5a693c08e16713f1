import { describe, expect, it, vi } from 'vitest'
import { SCREEN_ON_CLIENT } from './renderingShell'
import { startFrom } from './startFrom'

const at = (pathname: string, search = '') => ({ pathname, search, hash: '' })

describe('startFrom: hydrate the prerendered shell only where the first render is that shell', () => {
  it('hydrates a shell of the same route and language', () => {
    expect(startFrom({ shell: '/swap', shellLocale: 'zh' }, at('/swap'), false, 'zh').action).toBe('hydrate')
    expect(startFrom({ shell: '/news/:id', shellLocale: 'en' }, at('/news/7'), false, 'en').action).toBe(
      'hydrate',
    )
    expect(startFrom({ shell: '/assets', shellLocale: 'zh' }, at('/assets'), true, 'zh').action).toBe(
      'hydrate',
    )
  })

  it('renders afresh without a shell, in another language, or for another route', () => {
    expect(startFrom({}, at('/swap'), false, 'zh').action).toBe('render')
    expect(startFrom({ shell: '/swap', shellLocale: 'zh' }, at('/swap'), false, 'en').action).toBe('render')
    expect(startFrom({ shell: '/swap', shellLocale: 'zh' }, at('/price-chart'), false, 'zh').action).toBe(
      'render',
    )
  })

  it('renders afresh where the guards send the visit elsewhere', () => {
    // A visitor on a member page goes to /login; a member on /login goes home.
    expect(startFrom({ shell: '/assets', shellLocale: 'zh' }, at('/assets'), false, 'zh').action).toBe(
      'render',
    )
    expect(startFrom({ shell: '/login', shellLocale: 'zh' }, at('/login'), true, 'zh').action).toBe('render')
  })

  it("follows an alias to its target first, keeping the query, when the shell is the target's", () => {
    const start = startFrom({ shell: '/vita-club/team', shellLocale: 'zh' }, at('/', '?x=1'), false, 'zh')
    expect(start).toMatchObject({ action: 'hydrate', replaceWith: '/vita-club/team?x=1' })
  })

  it('keeps quiet about the screen left to the browser, and reports any other hydration error', () => {
    const start = startFrom({ shell: '/swap', shellLocale: 'zh' }, at('/swap'), false, 'zh')
    if (start.action !== 'hydrate') throw new Error('expected hydrate')
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    start.onRecoverableError(
      Object.assign(new Error('switched to client rendering'), { digest: SCREEN_ON_CLIENT }),
    )
    expect(spy).not.toHaveBeenCalled()
    start.onRecoverableError(new Error('Hydration failed because the server rendered text didn’t match'))
    expect(spy).toHaveBeenCalledTimes(1)
    spy.mockRestore()
  })
})
