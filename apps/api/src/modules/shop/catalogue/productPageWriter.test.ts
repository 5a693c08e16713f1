import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { envelopeSchema } from '@vita/shared'
import { productPageSchema } from '@vita/shared/schemas/shop'
import { productPageWriter } from './productPageWriter'

const card = (n: number) => ({
  id: `0190f5a2-7c1e-7b3a-9d2e-${String(n).padStart(12, '0')}`,
  category: (['digital', 'appliances', 'food'] as const)[n % 3],
  name: { zh: `蓝牙耳机 ${n} "引号"\n`, en: `Earbuds ${n} \\ </script>` },
  image: n % 2 ? null : `/uploads/p${n}.webp`,
  price: n === 0 ? '0' : `${n}000000000000000000`,
  stock: n,
  sales: n * 3,
})
const envelope = (data: unknown) => ({ code: 0, msg: 'ok', data })
const parsed = (value: unknown) => JSON.stringify(envelopeSchema(productPageSchema).parse(value))
/** The writer's answer as text (it writes UTF-8). */
const text = (written: string | Buffer | undefined) => written?.toString()

describe('the product page writer', () => {
  it("writes the text of the schema's parse", () => {
    const write = productPageWriter()
    for (const page of [
      { items: [], nextCursor: null },
      { items: [card(0), card(1), card(2)], nextCursor: 'c2FsZXM6MToy' },
      {
        nextCursor: null,
        items: [
          {
            sales: 1,
            stock: 2,
            price: '3',
            image: null,
            name: { en: 'b', zh: 'a' },
            category: 'food',
            id: card(4).id,
          },
        ],
      },
    ])
      expect(text(write(envelope(page)))).toBe(parsed(envelope(page)))
  })

  it('leaves to the parse a page the schema would not take as it is', () => {
    const write = productPageWriter()
    const wrong: Record<string, unknown>[] = [
      { ...card(1), extra: 1 },
      { ...card(1), name: { zh: 'a', en: 'b', id: 'x' } },
      { ...card(1), price: '1.5' },
      { ...card(1), price: '01' },
      { ...card(1), price: '1'.repeat(79) },
      { ...card(1), id: 'not-a-uuid' },
      { ...card(1), category: 'toys' },
      { ...card(1), stock: 1.5 },
      { ...card(1), sales: '3' },
      { ...card(1), image: undefined },
      Object.fromEntries(Object.entries(card(1)).filter(([key]) => key !== 'image')),
    ]
    for (const item of wrong)
      expect(write(envelope({ items: [card(2), item], nextCursor: null }))).toBeUndefined()
    expect(write(envelope({ items: [card(2)], nextCursor: 3 }))).toBeUndefined()
    expect(write(envelope({ items: [card(2)], nextCursor: null, total: 1 }))).toBeUndefined()
  })

  /** JSON.stringify's calls on `watched` objects while `run` runs: whether each took a replacer. */
  function stringified(watched: readonly object[], run: () => void): boolean[] {
    const stringify = JSON.stringify
    const replaced: boolean[] = []
    JSON.stringify = ((...args: Parameters<typeof stringify>) => {
      if (watched.includes(args[0] as object)) replaced.push(args[1] !== undefined)
      return stringify(...args)
    }) as typeof stringify
    try {
      run()
    } finally {
      JSON.stringify = stringify
    }
    return replaced
  }

  it('writes a page shared by concurrent requests once', () => {
    const write = productPageWriter()
    const page = { items: [card(1)], nextCursor: null }
    const written: (string | Buffer | undefined)[] = []
    const calls = stringified([page, ...page.items], () => {
      written.push(write(envelope(page)), write(envelope(page)))
    })
    expect(calls).toHaveLength(1)
    expect(text(written[1])).toBe(text(written[0]))
    expect(text(written[0])).toBe(parsed(envelope(page)))
  })

  it('writes a card once for every page that holds it, and a new card object anew', () => {
    const write = productPageWriter()
    const kept = card(1)
    const again = card(1)
    const pages = [
      { items: [kept, card(2)], nextCursor: 'a' },
      { items: [card(3), kept], nextCursor: null },
      { items: [again], nextCursor: null },
    ]
    const texts: (string | undefined)[] = []
    const calls = stringified([kept, again], () => {
      for (const page of pages) texts.push(text(write(envelope(page))))
    })
    expect(calls).toEqual([false, false])
    pages.forEach((page, i) => expect(texts[i]).toBe(parsed(envelope(page))))
  })

  it('takes the replacer only for a card whose keys come in another order', () => {
    const write = productPageWriter()
    const { name, ...rest } = card(3)
    const cards = [card(1), card(2), { ...rest, name }, { ...card(4), name: { en: 'b', zh: 'a' } }]
    const pages = [
      { items: [cards[0], cards[1]], nextCursor: null },
      { nextCursor: null, items: [cards[0]] },
      { items: [cards[2]], nextCursor: 'b' },
      { items: [cards[3]], nextCursor: null },
    ]
    let texts: (string | undefined)[] = []
    const replaced = stringified(cards as object[], () => {
      texts = pages.map((page) => text(write(envelope(page))))
    })
    expect(replaced).toEqual([false, false, true, true])
    pages.forEach((page, i) => expect(texts[i]).toBe(parsed(envelope(page))))
  })

  it('mirrors productPageSchema as it is now: a change to the schema fails here until isCard follows it', () => {
    expect(z.toJSONSchema(productPageSchema)).toMatchSnapshot()
  })
})
