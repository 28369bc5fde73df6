import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ChainMenusFileSchema, type MenuLine } from '../chain-menu.schema';

export const CHAIN_MENUS_FILE = path.resolve(__dirname, '..', '..', 'data', 'generator', 'chain-menus.json');

/** The menu kit per chain category, each line's named size list resolved; a dangling name is an error, never a silent gap. */
export function loadMenuKits(file: string = CHAIN_MENUS_FILE): Record<string, readonly MenuLine[]> {
  const menus = ChainMenusFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const lines = new Map<string, MenuLine>();
  for (const { id, sizes, ...line } of menus.lines) {
    if (lines.has(id)) throw new Error(`${file}: line ${id} listed twice`);
    const resolved = typeof sizes === 'string' ? menus.sizes[sizes] : sizes;
    if (typeof sizes === 'string' && !resolved) throw new Error(`${file}: line ${id} names unknown sizes "${sizes}"`);
    lines.set(id, resolved ? { ...line, sizes: resolved } : line);
  }
  return Object.fromEntries(
    Object.entries(menus.kits).map(([category, ids]) => [
      category,
      ids.map((id) => {
        const line = lines.get(id);
        if (!line) throw new Error(`${file}: kit ${category} names unknown line ${id}`);
        return line;
      }),
    ]),
  );
}
