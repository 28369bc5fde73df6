'use strict';
// Preloaded into a service process by tests (SERVICE_NODE_ARGS="--require <this file>"): when the
// process exits, writes the names of the packages it loaded from node_modules (CommonJS) to the
// file LOADED_PACKAGES_FILE names, one a line. Plain JavaScript: it runs before the service's code.
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  const names = new Set();
  for (const file of Object.keys(require.cache)) {
    const match = /[/\\]node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/.exec(file.slice(file.lastIndexOf('node_modules') - 1));
    // node_modules/.cache holds the services' own bundles, not a package
    if (match && !match[1].startsWith('.')) names.add(match[1].replace(/\\/g, '/'));
  }
  writeFileSync(process.env.LOADED_PACKAGES_FILE, [...names].sort().join('\n'));
});
