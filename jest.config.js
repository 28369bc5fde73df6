// Three tiers (docs/CONTRIBUTING.md → Tests): unit (no I/O), integration (real SQLite files, real engines when
// configured), e2e (the real HTTP server on a random port). Tests sit beside their code; e2e under test/.
const transform = { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] };
const common = { transform, testEnvironment: 'node', moduleFileExtensions: ['ts', 'js', 'json'] };

module.exports = {
  // Global only (Jest ignores it inside projects). Real servers and engines answer in tens of
  // milliseconds, so e2e and engine-backed tests need more than the 5 s default.
  testTimeout: 30000,
  // One temporary directory per run, removed at its end (test/support/temp-root.setup.js).
  globalSetup: '<rootDir>/test/support/temp-root.setup.js',
  globalTeardown: '<rootDir>/test/support/temp-root.teardown.js',
  // Global too: the longest files first, from last run's durations or, on a fresh checkout, measured ones.
  testSequencer: '<rootDir>/test/support/longest-first.sequencer.js',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{packages,services}/*/src/**/*.test.ts',
        '<rootDir>/search-index/src/**/*.test.ts',
        '<rootDir>/test/architecture/**/*.test.ts',
        '<rootDir>/test/metabolism/**/*.test.ts',
        '<rootDir>/test/relevance/**/*.test.ts',
        '<rootDir>/test/analyze/**/*.test.ts',
        '<rootDir>/test/fuzz/**/*.test.ts',
      ],
      testPathIgnorePatterns: ['\\.int\\.test\\.ts$', '/node_modules/'],
    },
    {
      ...common,
      displayName: 'integration',
      // test/relevance: judged catalog queries through the catalog service, on Elasticsearch too when configured.
      testMatch: [
        '<rootDir>/{packages,services}/*/src/**/*.int.test.ts',
        '<rootDir>/search-index/src/**/*.int.test.ts',
        '<rootDir>/test/relevance/**/*.int.test.ts',
        '<rootDir>/test/catalog/**/*.int.test.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
};
