/**
 * The boundaries of the code, checked by `npm run lint` (dependency-cruiser):
 * web `app → features → domains → components → config → lib → contracts`, no feature importing
 * another, domains reaching each other only where apps/web/src/domains/README.md says,
 * API modules reaching each other only through their service files, and no import cycles anywhere
 * (`scripts/module-cycles.mjs` adds the cycles between API modules).
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
        'A web feature imports another feature. Move the shared piece down (domains/, components/ or lib/), or compose the two in app/.',
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
      comment:
        'components/, lib/ and config/ serve every feature and domain, so they import none of them, nor app/.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(features|domains|app)/' },
    },
    {
      name: 'web-lib-to-components-or-config',
      comment:
        'lib/ is the bottom of the shared layers (components → config → lib): generic helpers import no component and no route. Take what is above as an argument or a registration (lib/notification-host.ts).',
      severity: 'error',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/(components|config)/' },
    },
    {
      name: 'web-config-to-components',
      comment: 'config/ (the route table, the landing sections) is read by components/; it imports none.',
      severity: 'error',
      from: { path: '^apps/web/src/config/' },
      to: { path: '^apps/web/src/components/' },
    },
    {
      name: 'web-domain-to-feature-or-app',
      comment:
        'domains/ hold the business code features share: they import components/, lib/, config/ and the contracts, never a feature nor app/.',
      severity: 'error',
      from: { path: '^apps/web/src/domains/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-domain-to-domain',
      comment:
        'A domain imports another only where domains/README.md says: accounts (the company every domain works on) and, for office alone, session.',
      severity: 'error',
      from: { path: '^apps/web/src/domains/([^/]+)/' },
      to: {
        path: '^apps/web/src/domains/',
        pathNot: ['^apps/web/src/domains/$1/', '^apps/web/src/domains/(accounts|session)/'],
      },
    },
    {
      name: 'web-domain-to-session',
      comment:
        'Of the domains, only office (its desk page reads whether the person is staff) imports session.',
      severity: 'error',
      from: { path: '^apps/web/src/domains/', pathNot: '^apps/web/src/domains/(session|office)/' },
      to: { path: '^apps/web/src/domains/session/' },
    },
    // Tests, the test helpers (src/test) and the benchmarks (src/bench) may drive any file they need.
    {
      name: 'api-module-internals',
      comment:
        "An API module imports another module's file that is not one of its services. A module's public face is its service files (`service.ts`, `<name>-service.ts` at its top): import the one that defines the name. A shared piece that is no service belongs in plugins/ (plumbing) or the contracts (a rule).",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: '^apps/api/src/modules/($1/|[^/]+/(service|[a-z0-9-]+-service)\\.ts$)',
      },
    },
    {
      name: 'api-app-to-module-internals',
      comment:
        "A file outside the modules (app.ts, src/jobs.ts, db/) imports a module's file other than a service, its routes (app.ts registers them) or its jobs.ts (src/jobs.ts lists them).",
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: ['^apps/api/src/(modules|plugins|test|bench)/', '\\.test\\.ts$'],
      },
      to: {
        path: '^apps/api/src/modules/',
        pathNot:
          '^apps/api/src/modules/[^/]+/(service|[a-z0-9-]+-service|jobs|routes|[a-z0-9-]*-routes)\\.ts$',
      },
    },
    {
      name: 'api-routes-outside-app',
      comment:
        "A routes file imported by a file other than app.ts: only app.ts registers routes (a module's routes.ts may gather its own route files).",
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: [
          '^apps/api/src/app\\.ts$',
          '^apps/api/src/modules/.+/(routes|[a-z0-9-]*-routes)\\.ts$',
          '^apps/api/src/(test|bench)/',
          '\\.test\\.ts$',
        ],
      },
      to: { path: '^apps/api/src/modules/.+/(routes|[a-z0-9-]*-routes)\\.ts$' },
    },
    {
      name: 'api-jobs-outside-job-list',
      comment:
        "A module's jobs.ts imported by a file other than src/jobs.ts, the one list of what runs on a clock.",
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: ['^apps/api/src/jobs\\.ts$', '^apps/api/src/(test|bench)/', '\\.test\\.ts$'],
      },
      to: { path: '^apps/api/src/modules/[^/]+/jobs\\.ts$' },
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
