import { onlineManager } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../lib/i18n'
import { OfflineBanner } from './OfflineBanner'

describe('the offline banner', () => {
  afterEach(async () => {
    cleanup()
    act(() => onlineManager.setOnline(true))
    await changeLocale('zh')
  })

  it('shows while the browser is offline and goes once it is back, in either language', async () => {
    render(<OfflineBanner />)
    expect(screen.queryByTestId('offline-banner')).toBeNull()
    act(() => onlineManager.setOnline(false))
    expect(screen.getByTestId('offline-banner').textContent).toBe('网络已断开，恢复连接后将自动刷新')
    await act(async () => changeLocale('en'))
    expect(screen.getByTestId('offline-banner').textContent).toBe(
      'You are offline. The page refreshes once the connection is back.',
    )
    act(() => onlineManager.setOnline(true))
    expect(screen.queryByTestId('offline-banner')).toBeNull()
  })
})
