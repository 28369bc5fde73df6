// Jest's global setup (jest.config.js): every temporary directory of one test run — the tests' own
// (mkdtemp under os.tmpdir()) and those of the services they start, which inherit TMPDIR — goes
// under one run directory that the global teardown removes, so runs leave nothing in the system's
// temporary directory. What is meant to outlive a run (the shared catalog index) uses the system's
// directory, kept in SHOKUJI_SYSTEM_TMPDIR. Workers and spawned services inherit this process's env.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async function setUpTempRoot() {
  process.env.SHOKUJI_SYSTEM_TMPDIR ??= tmpdir();
  process.env.TMPDIR = mkdtempSync(join(process.env.SHOKUJI_SYSTEM_TMPDIR, 'shokuji-test-run-'));
  process.env.SHOKUJI_TEST_RUN_DIR = process.env.TMPDIR;
};
