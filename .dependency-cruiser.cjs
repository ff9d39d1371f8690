/**
 * Layer rules (issue 16), checked by `npm run lint`. Only rules the code keeps today; each says why.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-stays-pure',
      comment:
        'Deciders and the executor depend on nothing but each other and the event store port: no adapters, ' +
        'no framework, no npm package, no Node API.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        pathNot: [
          '^src/domain/',
          '^src/event-store/event-store[.]port[.]ts$',
          '^src/event-store/new-event[.]ts$',
        ],
      },
    },
    {
      name: 'adapters-only-through-ports',
      comment:
        'Feature code injects ports (EVENT_STORE, READ_MODEL_STORE, JOB_QUEUE, ARTIFACT_STORE, ID_SEQUENCE), so the ' +
        'embedded and the scale profile swap adapters without touching it. Only the composition root (src/core, ' +
        "the scale profile's src/scale, the CLI's scratch store for rebuilds), each port's own folder and specs " +
        'name an adapter.',
      severity: 'error',
      from: {
        path: '^(src|projections)/',
        pathNot: [
          '^src/(core|scale|event-store|job-queue|artifacts|id-sequence)/',
          '^src/cli/server-commands[.]ts$',
          // A render process's entry: the composition root of that process (its git, cache and part queue).
          '^src/pipeline/render-thread[.]ts$',
          '[.](spec|contract)[.]ts$',
        ],
      },
      to: {
        path: [
          '^src/sqlite/',
          '^src/scale/',
          '^src/event-store/(sqlite-event-store|event-store-database|eventstoredb-[^/]+)[.]ts$',
          '^read-models/(sqlite|mongo)-[^/]+[.]ts$',
          '^src/job-queue/(in-process|bullmq)-[^/]+[.]ts$',
          '^src/artifacts/(disk|gridfs)-[^/]+[.]ts$',
          '^src/id-sequence/(sqlite|mongo)-[^/]+[.]ts$',
        ],
        // Scale settings are configuration (queue prefix, lock times), not an adapter.
        pathNot: '^src/scale/scale-options[.]ts$',
      },
    },
    {
      name: 'features-through-queries-and-commands',
      comment:
        "A feature's command handlers and controllers are its own: other code sends its commands on the " +
        'CommandBus and reads through its exported queries, and its module registers the handlers once. ' +
        "The OpenAPI document is the exception: it is generated from the API controllers' route metadata.",
      severity: 'error',
      from: { path: '^src/([^/]+)/', pathNot: '^src/docs/openapi-document[.]ts$' },
      to: {
        path: '^src/(accounts|projects|builds|automation|sites)/[^/]+[.](handler|controller)[.]ts$',
        pathNot: '^src/$1/',
      },
    },
    {
      name: 'projections-know-only-events',
      comment:
        'Projections fold stored events into read models: they depend on the domain (event types and folds) and ' +
        'the event store port, never on feature code, so a replay gives the same read models whatever the ' +
        'features do.',
      severity: 'error',
      from: { path: '^projections/', pathNot: '[.]spec[.]ts$' },
      to: {
        path: '^src/',
        pathNot: ['^src/domain/', '^src/event-store/event-store[.]port[.]ts$'],
      },
    },
    {
      name: 'renderers-stand-alone',
      comment: 'The renderers are a library the server calls: they never reach back into the application.',
      severity: 'error',
      from: { path: '^renderers/' },
      to: { path: '^(src|test|bench|projections|read-models)/' },
    },
    {
      name: 'no-tests-in-production-code',
      comment: 'Test support is not shipped: nothing outside test/ and specs may import it.',
      severity: 'error',
      from: {
        path: '^(src|renderers|git|projections|read-models)/',
        pathNot: '[.]spec[.]ts$|[.]contract[.]ts$',
      },
      to: { path: '^test/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|web-assets)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
