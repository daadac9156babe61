/**
 * The boundaries of the code, checked by `npm run lint` (dependency-cruiser):
 * web `app → features → components/lib/config → contracts`, no feature importing another,
 * API modules reaching each other only through services, and no import cycles anywhere.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle: split the shared piece out so the dependency runs one way.',
      severity: 'error',
      from: {},
      // Type-only imports vanish at build time; a cycle through them alone is harmless.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-feature-to-feature',
      comment:
        'A web feature imports another feature. Move the shared piece down (lib/ or components/), or compose the two in app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-to-app',
      comment: 'app/ composes features; a feature never imports app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-to-feature-or-app',
      comment: 'components/, lib/ and config/ serve every feature, so they import none, nor app/.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-module-internals',
      comment:
        "An API module uses another module's repository or routes. Call that module's service instead; only app.ts registers routes.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/[a-z-]*(repository|routes)\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'api-plugins-to-modules',
      comment: 'plugins/ are the plumbing every module builds on; they never import a module.',
      severity: 'error',
      from: { path: '^apps/api/src/plugins/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'contracts-to-apps',
      comment: 'The contracts are shared by both apps and import neither.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
