import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * vite.config.ts tells the bundler that a feature's modules other than its index.ts have no effect
 * on import, so a screen importing one component through the barrel leaves the rest out. That holds
 * only while texts, CSS and other effects stay in index.ts: a top-level CSS import or call elsewhere
 * would be dropped from the build silently. This test keeps the promise.
 */
const features = join(import.meta.dirname, '../features')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('feature modules besides index.ts have no effect on import', () => {
  const files = sources(features).filter(
    (file) =>
      !/(\.test\.tsx?|\/index\.ts|\/testing\.tsx?|Testing\.tsx?)$/.test(file) && !file.includes('/testing/'),
  )
  it('finds the feature modules', () => {
    expect(files.length).toBeGreaterThan(50)
  })
  it('none imports for effect (CSS) or calls anything at the top level', () => {
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^import ['"]/.test(line) || /^(?:await |void )?[\w$.]+\s*\(/.test(line))
        .map((line) => `${relative(features, file)}: ${line}`),
    )
    expect(offenders).toEqual([])
  })
})
