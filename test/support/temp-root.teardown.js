// Jest's global teardown: removes the run directory temp-root.setup.js made (and all under it).
const { rmSync } = require('node:fs');

module.exports = async function tearDownTempRoot() {
  const runDir = process.env.SHOKUJI_TEST_RUN_DIR;
  if (runDir) rmSync(runDir, { recursive: true, force: true });
};
