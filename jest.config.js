/** Unit specs sit beside the code; integration and end-to-end specs live in test/. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{src,git,renderers,projections,read-models}/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.int.spec.ts', '<rootDir>/test/**/*.e2e.spec.ts'],
      slowTestThreshold: 60,
    },
  ],
  testTimeout: 120000,
  // One epubcheck JVM for the run instead of one a check (test/support/epubcheck-server), one Chromium a worker for
  // in-process renders instead of one a render (test/support/worker-chromium).
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
  // Two suites at a time on two cores (npm test): a suite waits on servers, git and browsers for about a third of
  // its time. Longest first, so the last suites to start are short ones.
  testSequencer: '<rootDir>/test/support/longest-first-sequencer.js',
};
