import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from './openapi.build';

/**
 * Writes the committed OpenAPI document, or with --check fails when it drifted from the schemas
 * (CI runs the check so the document always matches the code).
 */
const target = join(__dirname, '..', '..', 'openapi.json');
const generated = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== generated) {
    console.error(`${target} is out of date: run \`npm run openapi\` and commit the result.`);
    process.exit(1);
  }
  console.log('openapi.json is up to date');
} else {
  writeFileSync(target, generated);
  console.log(`wrote ${target}`);
}
