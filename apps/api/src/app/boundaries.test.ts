import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** The layout's import boundaries (eslint.boundaries.js) fail the lint on a deliberate violation. */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const eslint = new ESLint({ cwd: repoRoot })

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${file}` })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('import boundaries', () => {
  it.each([
    [
      'a module reaching into another module',
      'apps/api/src/modules/assets/x.ts',
      "import '../ledger/tables'\n",
    ],
    [
      'a module route reaching into another module',
      'apps/api/src/modules/assets/routes/x.ts',
      "import '../../members/findMember'\n",
    ],
    ['a module importing the app', 'apps/api/src/modules/assets/x.ts', "import '../../app/modules'\n"],
    ['platform importing a module', 'apps/api/src/platform/jobs/x.ts', "import '../../modules/ledger'\n"],
    ['platform importing the app', 'apps/api/src/platform/http/x.ts', "import '../../app/buildApp'\n"],
    ['the API importing the living demo', 'apps/api/src/app/x.ts', "import '@vita/demo'\n"],
    [
      'a module reaching into the living demo’s files',
      'apps/api/src/modules/catalogue/x.ts',
      "import '../../../../../dev/demo/src/seedDemo'\n",
    ],
    [
      'the living demo reaching into a module',
      'dev/demo/src/x.ts',
      "import '@vita/api/modules/catalogue/createProduct'\n",
    ],
    [
      'a web feature importing another feature',
      'apps/web/src/features/swap/components/x.ts',
      "import '../../assets'\n",
    ],
    [
      'web platform importing a feature',
      'apps/web/src/platform/wallet/x.ts',
      "import '../../features/swap'\n",
    ],
    [
      'a screen reaching into a feature',
      'apps/web/src/app/routes/swap/x.tsx',
      "import '../../../features/swap/hooks/useTradeFlow'\n",
    ],
  ])('refuses %s', async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1)
  })

  it.each([
    ['a module using another module’s index', 'apps/api/src/modules/assets/x.ts', "import '../ledger'\n"],
    [
      'a module using its own files and the platform',
      'apps/api/src/modules/assets/routes/x.ts',
      "import '../getMemberAssets'\nimport '../../../platform/http/auth'\n",
    ],
    [
      'tables referencing another module’s table (foreign keys)',
      'apps/api/src/modules/ledger/tables.ts',
      "import '../members/tables'\n",
    ],
    [
      'a test using another module’s test support',
      'apps/api/src/modules/ranking/x.test.ts',
      "import '../assets/assetsTesting'\n",
    ],
    [
      'the living demo using the API’s named entry points',
      'dev/demo/src/x.ts',
      "import '@vita/api'\nimport '@vita/api/jobs'\nimport '@vita/api/modules/catalogue'\n",
    ],
    [
      'a feature using platform and components',
      'apps/web/src/features/swap/components/x.ts',
      "import '../../../platform/wallet'\nimport '../../../components/QueryState'\n",
    ],
    [
      'a screen using a feature’s index',
      'apps/web/src/app/routes/swap/x.tsx',
      "import '../../../features/swap'\n",
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([])
  })

  it('gives @vita/api named entry points only: no wildcard makes every file public', () => {
    const manifest = JSON.parse(readFileSync(`${repoRoot}apps/api/package.json`, 'utf8')) as {
      exports: Record<string, string>
    }
    expect(Object.keys(manifest.exports).filter((entry) => entry.includes('*'))).toEqual([])
  })
})
