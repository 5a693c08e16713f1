import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MAX_IMAGE_PIXELS, reencodeImage } from './reencodeImage'
import { animatedGif, jpegWithExif, png, pngHeaderOnly } from './uploadsTesting'

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { messageKey?: string }) => error.messageKey ?? String(error),
  )

describe('reencodeImage', () => {
  it('turns a JPEG upright by its EXIF orientation and writes WebP without any metadata', async () => {
    const input = await jpegWithExif(300, 200)
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const { data, width, height } = await reencodeImage(input)
    const out = await sharp(data).metadata()
    expect(out.format).toBe('webp')
    expect([width, height, out.width, out.height]).toEqual([200, 300, 200, 300])
    expect(out.exif).toBeUndefined()
    expect(out.xmp).toBeUndefined()
    expect(out.icc).toBeUndefined()
    expect(out.orientation).toBeUndefined()
    expect(data.includes('Alice Example')).toBe(false)
  })

  it('shrinks a picture to fit 2048×2048, keeping its proportions; small ones keep their size', async () => {
    expect(await reencodeImage(await png(4096, 1024))).toMatchObject({ width: 2048, height: 512 })
    expect(await reencodeImage(await png(64, 48))).toMatchObject({ width: 64, height: 48 })
  })

  it('refuses by content: text, SVG, an animation, truncated bytes', async () => {
    expect(await reasonOf(reencodeImage(Buffer.from('not an image, just text\n')))).toBe('uploadNotImage')
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'
    expect(await reasonOf(reencodeImage(Buffer.from(svg)))).toBe('uploadNotImage')
    expect(await reasonOf(reencodeImage(await animatedGif()))).toBe('uploadNotImage')
    const jpeg = await jpegWithExif(300, 200)
    expect(await reasonOf(reencodeImage(jpeg.subarray(0, 200)))).toBe('uploadNotImage')
  })

  it(`refuses a picture above ${MAX_IMAGE_PIXELS} pixels from its header, before decoding (a bomb)`, async () => {
    expect(await reasonOf(reencodeImage(pngHeaderOnly(8000, 6000)))).toBe('uploadTooLarge')
    expect(await reasonOf(reencodeImage(pngHeaderOnly(100_000, 100_000)))).toBe('uploadTooLarge')
  })
})
