import { createHash, randomBytes } from 'node:crypto'
import { access, mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { ProductCategory } from '@vita/shared'

/** The product pictures' size: square, as the product screens show them. */
export const DEMO_IMAGE_SIZE = 800

/** Each category's base hue and a simple silhouette (device, appliance, bowl). */
const LOOKS: Record<ProductCategory, { hue: number; shape: (variant: number) => string }> = {
  digital: {
    hue: 215,
    shape: (v) =>
      v === 0
        ? '<rect x="270" y="150" width="260" height="500" rx="40" fill="#fff" fill-opacity="0.9"/>' +
          '<circle cx="400" cy="590" r="22" fill="#000" fill-opacity="0.15"/>'
        : '<circle cx="400" cy="400" r="190" fill="none" stroke="#fff" stroke-width="44" stroke-opacity="0.9"/>',
  },
  appliances: {
    hue: 160,
    shape: (v) =>
      v === 0
        ? '<rect x="220" y="200" width="360" height="400" rx="60" fill="#fff" fill-opacity="0.9"/>' +
          '<circle cx="400" cy="400" r="110" fill="#000" fill-opacity="0.12"/>'
        : '<path d="M400 170 L610 560 L190 560 Z" fill="#fff" fill-opacity="0.85"/>',
  },
  food: {
    hue: 25,
    shape: (v) =>
      v === 0
        ? '<path d="M180 380 A220 220 0 0 0 620 380 Z" fill="#fff" fill-opacity="0.9"/>' +
          '<circle cx="330" cy="320" r="60" fill="#fff" fill-opacity="0.6"/><circle cx="460" cy="300" r="75" fill="#fff" fill-opacity="0.6"/>'
        : '<circle cx="400" cy="400" r="200" fill="#fff" fill-opacity="0.85"/><circle cx="400" cy="400" r="80" fill="#000" fill-opacity="0.1"/>',
  },
}

/** HSL → #rrggbb (librsvg's colour support varies; hex is always understood). */
function hex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${f(0)}${f(8)}${f(4)}`
}

/** A gradient card with the category's silhouette; `index` shifts the hue so products differ. */
export function demoImageSvg(category: ProductCategory, index: number, variant: number): string {
  const look = LOOKS[category]
  const hue = (look.hue + index * 13 + variant * 30) % 360
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_SIZE}" height="${DEMO_IMAGE_SIZE}" viewBox="0 0 800 800">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hex(hue, 0.75, 0.62)}"/><stop offset="1" stop-color="${hex((hue + 40) % 360, 0.7, 0.38)}"/>` +
    `</linearGradient></defs><rect width="800" height="800" fill="url(#g)"/>${look.shape(variant)}</svg>`
  )
}

/**
 * Renders the picture to WebP and stores it under its content hash in `uploadsDir` (written to a
 * temporary name first, then renamed, so a reader never sees half a file); the storage key.
 */
export async function storeDemoImage(uploadsDir: string, svg: string): Promise<string> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
  const key = `${createHash('sha256').update(webp).digest('hex')}.webp`
  const path = join(uploadsDir, key)
  const exists = await access(path).then(
    () => true,
    () => false,
  )
  if (exists) return key
  await mkdir(uploadsDir, { recursive: true })
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  await writeFile(temporary, webp)
  await rename(temporary, path)
  return key
}
