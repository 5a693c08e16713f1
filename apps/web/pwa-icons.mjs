// Rasterises the app icon (the favicon's V on the brand green) into the PNGs the web app manifest
// and iOS need, into public/. Run after changing the logo: `node apps/web/pwa-icons.mjs`.
// sharp comes with the workspace (the API resizes uploads with it).
import { Buffer } from 'node:buffer'
import { writeFileSync } from 'node:fs'
import sharp from 'sharp'

const BRAND = '#0f6e5b'
const publicDir = new URL('./public/', import.meta.url)

/** The V of the favicon; `scale` shrinks it around the centre (maskable icons keep it in the safe zone). */
function logo({ rounded, scale }) {
  const inset = (64 * (1 - scale)) / 2
  const background = rounded
    ? `<rect width="64" height="64" rx="14" fill="${BRAND}"/>`
    : `<rect width="64" height="64" fill="${BRAND}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${background}<g transform="translate(${inset} ${inset}) scale(${scale})"><path d="M16 18l16 30 16-30" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`
}

const icons = [
  // purpose "any": the rounded tile, like the favicon
  { file: 'pwa-192x192.png', size: 192, svg: logo({ rounded: true, scale: 1 }) },
  { file: 'pwa-512x512.png', size: 512, svg: logo({ rounded: true, scale: 1 }) },
  // purpose "maskable": full bleed, the V within the central 80 % circle the platforms may crop to
  { file: 'maskable-icon-512x512.png', size: 512, svg: logo({ rounded: false, scale: 0.7 }) },
  // iOS rounds the corners itself and shows transparency as black
  { file: 'apple-touch-icon-180x180.png', size: 180, svg: logo({ rounded: false, scale: 0.85 }) },
]

for (const { file, size, svg } of icons) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()
  writeFileSync(new URL(file, publicDir), png)
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`)
}
