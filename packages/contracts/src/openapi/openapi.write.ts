import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from './openapi.build';

/**
 * Writes the committed OpenAPI document, or with --check fails when it drifted from the schemas
 * (CI runs the check so the document always matches the code).
 */
const target = join(__dirname, '..', '..', 'openapi.json');
/**
 * The tag characters and supplementary variation selectors a text pattern names (common.schema.ts) show nothing in an
 * editor or a diff: the file spells them as JSON's escaped surrogate pairs, which every JSON parser reads as the same
 * code points. The served document is plain JSON.stringify; both hold the same values.
 */
const withInvisibleEscaped = (json: string) =>
  json.replace(/[\u{e0000}-\u{e01ef}]/gu, (character) =>
    [character.charCodeAt(0), character.charCodeAt(1)].map((unit) => `\\u${unit.toString(16)}`).join(''),
  );
const generated = `${withInvisibleEscaped(JSON.stringify(buildOpenApiDocument(), null, 2))}\n`;

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
