import { describe, expect, it, vi } from 'vitest'
import { lazyParse } from './schema'

const schema = { parse: (data: unknown) => ({ parsed: data }) }

describe('lazyParse', () => {
  it('asks for the schema when built (with the request), not when the answer arrives', async () => {
    const load = vi.fn(async () => schema)
    const parse = lazyParse(load)
    expect(load).toHaveBeenCalledTimes(1)
    await expect(parse(1)).resolves.toEqual({ parsed: 1 })
    await expect(parse(2)).resolves.toEqual({ parsed: 2 })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again when the schema failed to load', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(schema)
    const parse = lazyParse(load)
    await expect(parse(3)).resolves.toEqual({ parsed: 3 })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
