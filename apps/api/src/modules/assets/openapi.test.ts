import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../app/testApp'

describe('OpenAPI document of the wallet routes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
    await t.app.ready()
  })
  afterAll(() => t.close())

  it('documents every route', () => {
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths)
    for (const path of [
      '/app/assets',
      '/app/assets/{symbol}',
      '/app/assets/bills',
      '/app/assets/bills.csv',
      '/app/members/check-uuid',
      '/app/assets/transfer-recipient',
      '/app/assets/transfer',
      '/app/withdrawals/rules',
      '/app/withdrawals',
      '/app/withdrawals/{id}',
      '/app/news',
      '/app/news/{id}',
      '/app/ranking/daily',
      '/app/home/summary',
    ]) {
      expect(paths).toContain(path)
    }
  })
})
