import { describe, expect, it } from 'vitest'
import { seedFrom, withSeed } from '../prng'
import { billsQuerySchema, checkUuidQuerySchema, transferRequestSchema } from './assets'
import { loginRequestSchema } from './auth'
import { newsQuerySchema } from './content'
import { cursorSchemas, memoText, safeText, stripBidiControls } from './input'
import { withdrawalsQuerySchema, withdrawRequestSchema } from './withdrawals'

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code))
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']
const SEED = seedFrom('INPUT_SEED', 0x1a9b7)

describe('safeText', () => {
  it('refuses NUL and every other C0 control, DEL and C1 controls', () => {
    for (const control of [...C0, '\u007f', '\u0085', '\u009f']) {
      expect(safeText(100).safeParse(`a${control}b`).success, JSON.stringify(control)).toBe(false)
    }
  })

  it('accepts the controls a field allows, and ordinary text in any script', () => {
    expect(safeText(100, { allow: ['\n'] }).safeParse('line 1\nline 2').success).toBe(true)
    expect(safeText(100, { allow: ['\n'] }).safeParse('tab\there').success).toBe(false)
    for (const text of ['午饭钱 🍜', 'Straße', 'مرحبا', '', ' spaced ']) {
      expect(safeText(100).safeParse(text).success, text).toBe(true)
    }
  })

  it('refuses lone surrogates and text over the limit', () => {
    expect(safeText(100).safeParse('a\ud800b').success).toBe(false)
    expect(safeText(100).safeParse('a\udc00').success).toBe(false)
    expect(safeText(3).safeParse('abcd').success).toBe(false)
  })
})

describe('memoText', () => {
  it('strips every bidi embedding, override and isolate, then trims; blank is none', () => {
    const memo = memoText(100)
    expect(memo.parse(`\u202eexe.txt\u202c`)).toBe('exe.txt')
    expect(memo.parse(`  ${BIDI.join('')}pay\u2066 back${BIDI.join('')}  `)).toBe('pay back')
    expect(memo.parse(BIDI.join(''))).toBeUndefined()
    expect(memo.parse('   ')).toBeUndefined()
    expect(memo.parse(undefined)).toBeUndefined()
    // Left-to-right and right-to-left marks are not overrides: kept.
    expect(memo.parse('a\u200eb')).toBe('a\u200eb')
  })

  it('refuses control characters and text over the limit once stripped', () => {
    expect(memoText(100).safeParse('lunch\u0000').success).toBe(false)
    expect(memoText(100).safeParse('two\nlines').success).toBe(false)
    expect(memoText(5).safeParse(`${'\u202e'.repeat(10)}12345`).success).toBe(true)
    expect(memoText(5).safeParse('123456').success).toBe(false)
  })

  it('never lets a bidi control through, for seeded random memos', async () => {
    await withSeed(
      SEED,
      (random) => {
        const alphabet = ['a', '中', ' ', '\u200f', ...BIDI]
        for (let i = 0; i < 500; i++) {
          const length = Math.floor(random() * 30)
          const raw = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
          const parsed = memoText(100).parse(raw)
          expect(parsed === undefined || stripBidiControls(parsed) === parsed).toBe(true)
        }
      },
      'INPUT_SEED',
    )
  })
})

describe('cursor schemas', () => {
  it('row ids: 1 … 2^63−1, digits only (a 19-digit number past int8 is refused)', () => {
    for (const ok of ['1', '42', '9223372036854775807'])
      expect(cursorSchemas.rowId.safeParse(ok).success).toBe(true)
    for (const bad of [
      '0',
      '-1',
      '01',
      '1.5',
      'abc',
      '9223372036854775808',
      '9999999999999999999',
      '1'.repeat(20),
      '1\u0000',
    ])
      expect(cursorSchemas.rowId.safeParse(bad).success, bad).toBe(false)
  })

  it('time and uuid: a Date that exists and a well-formed uuid', () => {
    const uuid = '0b7e7f8a-3c1d-4e5f-8a9b-0c1d2e3f4a5b'
    for (const ok of [`1700000000000_${uuid}`, `0_${uuid}`, `8640000000000000_${uuid}`])
      expect(cursorSchemas.timeAndUuid.safeParse(ok).success, ok).toBe(true)
    for (const bad of [
      `8640000000000001_${uuid}`,
      `9999999999999999_${uuid}`,
      `1700000000000_${'-'.repeat(36)}`,
      `1700000000000_${uuid.replaceAll('-', 'x')}`,
      `1700000000000_${uuid.toUpperCase()}`,
      `-1_${uuid}`,
      uuid,
    ])
      expect(cursorSchemas.timeAndUuid.safeParse(bad).success, bad).toBe(false)
  })

  it('every paged query uses its kind of cursor', () => {
    expect(billsQuerySchema.safeParse({ cursor: '9999999999999999999' }).success).toBe(false)
    expect(newsQuerySchema.safeParse({ cursor: '9999999999999999999' }).success).toBe(false)
    expect(withdrawalsQuerySchema.safeParse({ cursor: '9999999999999999_x' }).success).toBe(false)
    expect(billsQuerySchema.parse({ cursor: '12' })).toMatchObject({ cursor: '12', limit: 20 })
  })
})

describe('request schemas with free text', () => {
  const uuid = '0b7e7f8a-3c1d-4e5f-8a9b-0c1d2e3f4a5b'

  it('transfer memo and withdrawal note: controls refused, bidi overrides stripped', () => {
    const transfer = { toUuid: uuid, currency: 'USDT', amount: '1' }
    expect(transferRequestSchema.safeParse({ ...transfer, memo: 'a\u0000' }).success).toBe(false)
    expect(transferRequestSchema.parse({ ...transfer, memo: '\u202elunch' }).memo).toBe('lunch')
    const shape = withdrawRequestSchema.shape
    expect(shape.note.safeParse('a\u0007').success).toBe(false)
    expect(shape.note.parse('\u2067note\u2069')).toBe('note')
  })

  it('login: a nonce is alphanumeric; the message may hold line breaks, no other control', () => {
    const login = {
      address: '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
      signature: '0x00',
      nonce: 'a'.repeat(32),
      timestamp: 1,
    }
    expect(loginRequestSchema.safeParse(login).success).toBe(true)
    expect(loginRequestSchema.safeParse({ ...login, nonce: `${'a'.repeat(31)}\u0000` }).success).toBe(false)
    expect(loginRequestSchema.safeParse({ ...login, nonce: 'a'.repeat(65) }).success).toBe(false)
    expect(loginRequestSchema.safeParse({ ...login, message: 'a\nb' }).success).toBe(true)
    expect(loginRequestSchema.safeParse({ ...login, message: 'a\u0000b' }).success).toBe(false)
  })

  it('check-uuid: required, no control characters', () => {
    expect(checkUuidQuerySchema.safeParse({ uuid: '' }).success).toBe(false)
    expect(checkUuidQuerySchema.safeParse({ uuid: `${uuid}\u0000` }).success).toBe(false)
    expect(checkUuidQuerySchema.safeParse({ uuid }).success).toBe(true)
  })
})
