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
