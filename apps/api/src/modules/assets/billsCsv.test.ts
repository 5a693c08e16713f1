import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bill } from '@vita/shared'
import { body, createTestApp, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { fund, signUpMember, type TestMember, UNIT } from './assetsTesting'
import { csvAmount, csvText } from './billsCsv'

/** Memos a sender can plant in the recipient's export (OWASP "CSV injection" payloads). */
const PLANTED = [
  "-1+cmd|' /C calc'!A0",
  '-2+3',
  '=HYPERLINK("https://evil.test","click")',
  '+1+1',
  '@SUM(1+1)',
  ' =1+1',
  '＝1+1',
]

describe('csvText and csvAmount', () => {
  it('neutralise every text cell that a spreadsheet would run, "-1+…" included', () => {
    for (const memo of PLANTED) expect(csvText(memo).replace(/^"/, '').startsWith("'"), memo).toBe(true)
    expect(csvText('lunch')).toBe('lunch')
    expect(csvText('a,b')).toBe('"a,b"')
    expect(csvText('say "hi"')).toBe('"say ""hi"""')
  })

  it('drop bidi overrides and turn controls into spaces (one visible line per cell)', () => {
    expect(csvText('\u202eexe.txt')).toBe('exe.txt')
    expect(csvText('a\r\nb\u0000c')).toBe('a  b c')
    expect(csvText('\t=1+1')).toBe("' =1+1")
  })

  it('leave amounts as the only numeric cells, exact to the wei', () => {
    expect(csvAmount(-10n * UNIT)).toBe('-10')
    expect(csvAmount(1n)).toBe('0.000000000000000001')
    expect(csvAmount(123_456_789n * UNIT + 5n)).toBe('123456789.000000000000000005')
  })
})

describe.each(testDatabaseKinds)('a transfer memo in the recipient’s CSV export (%s)', (kind) => {
  let t: TestApp
  let sender: TestMember
  let recipient: TestMember
  const keys: string[] = []

  beforeAll(async () => {
    t = await createTestApp(kind)
    sender = await signUpMember(t)
    recipient = await signUpMember(t)
    await fund(t.database.db, sender.id, 'USDT', 100n * UNIT)
    for (const memo of PLANTED) {
      const key = `sender-secret-key-${keys.length}-${crypto.randomUUID()}`
      keys.push(key)
      const response = await t.app.inject({
        method: 'POST',
        url: '/app/assets/transfer',
        payload: { toUuid: recipient.uuid, currency: 'USDT', amount: String(UNIT / 100n), memo },
        headers: { ...sender.auth, 'idempotency-key': key },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
  })
  afterAll(() => t.close())

  const csvRows = async (member: TestMember) => {
    const response = await t.app.inject({ method: 'GET', url: '/app/assets/bills.csv', headers: member.auth })
    expect(response.statusCode).toBe(200)
    return response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
  }
  /** Splits a CSV line into cells (quoted cells may hold commas and doubled quotes). */
  const cells = (line: string) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
      .map((match) => match[1] ?? '')
      .slice(0, 10)
      .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell))

  it('cannot run as a formula: every planted memo is shown as text', async () => {
    const rows = (await csvRows(recipient)).map(cells)
    const memos = rows.map((row) => row[9] ?? '')
    expect(memos).toHaveLength(PLANTED.length)
    for (const planted of PLANTED.map((memo) => memo.trim())) expect(memos, planted).toContain(`'${planted}`)
    // The amounts are numbers; every other cell starts with no formula character.
    for (const row of rows) {
      expect(row[4]).toBe('0.01')
      for (const [index, cell] of row.entries())
        if (index !== 4 && index !== 5) expect(cell, `cell ${index}`).not.toMatch(/^\s*[=+\-@]/)
    }
  })

  it("never shows the sender's Idempotency-Key: the reference is the transfer id, in CSV and JSON", async () => {
    for (const member of [recipient, sender]) {
      const csv = (await csvRows(member)).join('\n')
      for (const key of keys) expect(csv).not.toContain(key)
      const bills = await t.app.inject({
        method: 'GET',
        url: '/app/assets/bills?type=transfer',
        headers: member.auth,
      })
      const items = body<{ items: Bill[] }>(bills).data.items
      expect(items).toHaveLength(PLANTED.length)
      for (const key of keys) expect(bills.body).not.toContain(key)
      for (const bill of items) expect(bill.reference?.type).toBe('member_transfer')
      const csvReferences = (await csvRows(member))
        .map(cells)
        .filter((row) => row[3] === 'transfer')
        .map((row) => row[7])
      expect(
        csvReferences.every((id) => /^[1-9]\d*$/.test(id ?? '')),
        String(csvReferences),
      ).toBe(true)
    }
    // Both sides show the same transfer by the same id.
    const ids = async (member: TestMember) =>
      body<{ items: Bill[] }>(
        await t.app.inject({ method: 'GET', url: '/app/assets/bills?type=transfer', headers: member.auth }),
      )
        .data.items.map((bill) => bill.reference?.id)
        .sort()
    expect(await ids(recipient)).toEqual(await ids(sender))
  })
})
