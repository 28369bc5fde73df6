import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ChainMenusFileSchema, type MenuLine } from '../chain-menu.schema';

export const CHAIN_MENUS_FILE = path.resolve(__dirname, '..', '..', 'data', 'generator', 'chain-menus.json');

export interface ChainMenus {
  /** Per chain category, the lines of its menu kit. */
  kits: Record<string, readonly MenuLine[]>;
  /** Per shop id, its signature items as lines of their own: the named line with its items replaced. */
  signatures: Record<string, readonly MenuLine[]>;
}

/** The first name a per-item table gives that is none of the items. */
function unknownItemIn(items: MenuLine['items'], byItem: Record<string, unknown>): string | undefined {
  return Object.keys(byItem).find((name) => !items.some(([itemName]) => itemName === name));
}

/** The menu kits and signature lines, each line's named size list resolved; a dangling name is an error, never a silent gap. */
export function loadChainMenus(file: string = CHAIN_MENUS_FILE): ChainMenus {
  const menus = ChainMenusFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const lines = new Map<string, MenuLine>();
  for (const { id, sizes, ...line } of menus.lines) {
    if (lines.has(id)) throw new Error(`${file}: line ${id} listed twice`);
    const resolved = typeof sizes === 'string' ? menus.sizes[sizes] : sizes;
    if (typeof sizes === 'string' && !resolved) throw new Error(`${file}: line ${id} names unknown sizes "${sizes}"`);
    const unknownItem = unknownItemIn(line.items, { ...line.itemTypes, ...line.itemCategories, ...line.itemGenres });
    if (unknownItem !== undefined) throw new Error(`${file}: line ${id} names unknown item ${unknownItem}`);
    lines.set(id, resolved ? { ...line, sizes: resolved } : line);
  }
  const lineNamed = (id: string, by: string): MenuLine => {
    const line = lines.get(id);
    if (!line) throw new Error(`${file}: ${by} names unknown line ${id}`);
    return line;
  };
  const kits = Object.fromEntries(
    Object.entries(menus.kits).map(([category, ids]) => [category, ids.map((id) => lineNamed(id, `kit ${category}`))]),
  );
  const signatures = Object.fromEntries(
    Object.entries(menus.signatures).map(([shopId, signatureLines]) => [
      shopId,
      signatureLines.map(({ line, items, itemCategories, itemGenres }) => {
        const unknownItem = unknownItemIn(items, { ...itemCategories, ...itemGenres });
        if (unknownItem !== undefined) throw new Error(`${file}: signature of ${shopId} names unknown item ${unknownItem}`);
        return { ...lineNamed(line, `signature of ${shopId}`), items, itemCategories, itemGenres };
      }),
    ]),
  );
  return { kits, signatures };
}
