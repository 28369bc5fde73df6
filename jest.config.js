// Three tiers (STYLE.md → Tests): unit (no I/O), integration (real SQLite files, real engines when
// configured), e2e (the real HTTP server on a random port). Tests sit beside their code; e2e under test/.
const transform = { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] };
const common = { transform, testEnvironment: 'node', moduleFileExtensions: ['ts', 'js', 'json'] };

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{packages,services}/*/src/**/*.test.ts', '<rootDir>/search-index/src/**/*.test.ts', '<rootDir>/test/architecture/**/*.test.ts', '<rootDir>/test/metabolism/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.int\\.test\\.ts$', '/node_modules/'],
    },
    {
      ...common,
      displayName: 'integration',
      // Real engines (FerretDB, Elasticsearch) answer in milliseconds, not microseconds.
      testTimeout: 30000,
      testMatch: ['<rootDir>/{packages,services}/*/src/**/*.int.test.ts', '<rootDir>/search-index/src/**/*.int.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
    {
      ...common,
      displayName: 'e2e',
      testTimeout: 30000,
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
};
