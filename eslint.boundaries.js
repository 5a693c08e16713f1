// Import boundaries of the code layout (shared/design/architecture.md, "Code layout"):
// - apps/api/src/platform never imports a module or the app;
// - a module imports another module only through its index.ts (`../ledger`, never `../ledger/tables`),
//   and never the app (tests may use the app's test helpers);
// - apps/api never imports the living demo (dev/demo, @vita/demo): production must not contain it; the
//   demo uses the API only through its named entry points (apps/api/package.json "exports");
// - web features do not import each other; platform/, components/ and lib/ import no feature and not app/.
// boundaries.test.ts in apps/api checks that a deliberate violation fails.

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
const message = (text) => ({ message: text })
const DEMO_MESSAGE =
  'The API never imports the living demo (dev/demo): the development start passes it to startServer.'
const API_ENTRY_POINTS = message(
  "The demo uses the API through its named entry points ('@vita/api', '@vita/api/modules/shop'), not its files.",
)

/** `../` repeated `ups` times, then a module name, then a deeper path: a module's internals. */
// Test support (`membersTesting`, `ledgerTesting`, …) is a module's second public surface, for tests.
const moduleInternals = (ups) => ({
  regex: `^(\\.\\./){${ups}}[a-z][\\w-]*/(?![\\w]*Testing$).+`,
  ...message("Import another module only through its index.ts (e.g. '../ledger'), not its internals."),
})
const appFrom = (ups) => ({
  regex: `^(\\.\\./){${ups}}app(/|$)`,
  ...message('Modules do not import the app; the app composes the modules.'),
})

// ESLint keeps one `no-restricted-imports` per file (the last matching entry's), so every apps/api entry
// below repeats it.
const noDemo = [
  { regex: '^@vita/demo(/|$)', ...message(DEMO_MESSAGE) },
  { regex: '^(\\.\\./)+dev/demo(/|$)', ...message(DEMO_MESSAGE) },
]

export const boundaries = [
  { files: ['apps/api/**/*.{ts,mjs,js}'], rules: restrict(noDemo) },
  {
    files: ['apps/api/src/platform/**/*.ts'],
    rules: restrict([
      {
        regex: '^(\\.\\./)+(modules|app)(/|$)',
        ...message('platform/ has no product words: it never imports modules/ or app/.'),
      },
      ...noDemo,
    ]),
  },
  {
    // tables.ts may reference another module's tables for foreign keys.
    files: ['apps/api/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts', '**/tables.ts', '**/*Testing.ts'],
    rules: restrict([moduleInternals(1), appFrom(2), ...noDemo]),
  },
  {
    // Tests and test support may use the app's test helpers.
    files: ['apps/api/src/modules/*/*.test.ts', 'apps/api/src/modules/*/*Testing.ts'],
    rules: restrict([moduleInternals(1), ...noDemo]),
  },
  {
    files: ['apps/api/src/modules/*/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([moduleInternals(2), appFrom(3), ...noDemo]),
  },
  { files: ['apps/api/src/modules/*/*/*.test.ts'], rules: restrict([moduleInternals(2), ...noDemo]) },
  {
    files: ['apps/api/src/modules/*/*/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([moduleInternals(3), appFrom(4), ...noDemo]),
  },
  {
    files: ['dev/demo/**/*.ts'],
    rules: restrict([
      // A named entry point: '@vita/api', '@vita/api/jobs', '@vita/api/modules/shop' (a module's index.ts).
      { regex: '^@vita/api/(?!(chain|jobs|testing|modules/[a-z][\\w-]*)$)', ...API_ENTRY_POINTS },
      { regex: '^(\\.\\./)+apps/api(/|$)', ...API_ENTRY_POINTS },
    ]),
  },
  // Web (apps/web/src): lib/ < components/, platform/ < features/ < app/.
  ...webBoundaries(),
]

function webBoundaries() {
  const web = 'apps/web/src'
  const layer = (files, patterns) => ({ files, rules: restrict(patterns) })
  const noApp = { regex: '^(\\.\\./)+app(/|$)', ...message('Only app/ composes the app.') }
  const noFeatures = {
    regex: '^(\\.\\./)+features(/|$)',
    ...message('Features are composed in app/routes, not imported from below.'),
  }
  // A feature reaches a sibling feature only by climbing to features/: one ../ per folder level.
  const noSibling = (ups) => ({
    regex: `^(\\.\\./){${ups}}[^./]`,
    ...message('Features do not import each other; a flow spanning two is a feature of its own.'),
  })
  return [
    layer(
      [`${web}/lib/**/*.{ts,tsx}`],
      [
        noApp,
        noFeatures,
        {
          regex: '^(\\.\\./)+(platform|components)(/|$)',
          ...message('lib/ sits below platform/ and components/.'),
        },
      ],
    ),
    layer([`${web}/components/**/*.{ts,tsx}`], [noApp, noFeatures]),
    layer([`${web}/platform/**/*.{ts,tsx}`], [noApp, noFeatures]),
    layer([`${web}/features/*/*.{ts,tsx}`], [noApp, noFeatures, noSibling(1)]),
    layer([`${web}/features/*/*/*.{ts,tsx}`], [noApp, noFeatures, noSibling(2)]),
    layer([`${web}/features/*/*/*/*.{ts,tsx}`], [noApp, noFeatures, noSibling(3)]),
    layer(
      [`${web}/app/routes/**/*.{ts,tsx}`],
      [
        {
          regex: '^(\\.\\./)+features/[^/]+/',
          ...message("Screens import a feature only from its index.ts ('features/swap')."),
        },
      ],
    ),
  ]
}
