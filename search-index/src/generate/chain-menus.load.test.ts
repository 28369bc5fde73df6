import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadChainMenus } from './chain-menus.load';

const line = {
  id: 'kit/丼',
  category: '丼',
  productType: 'main',
  genres: ['donburi'],
  saltPer100Kcal: 0.3,
  sizes: 'rice',
  styles: [['', '', 0, 0, 0, 0]],
  items: [['牛丼', 20, 20, 100, 500]],
};

describe('loadChainMenus', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'chain-menus-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));
  const load = async (menus: object): Promise<ReturnType<typeof loadChainMenus>> => {
    const file = path.join(dir, `${Math.random()}.json`);
    await writeFile(file, JSON.stringify({ signatures: {}, ...menus }));
    return loadChainMenus(file);
  };

  it('resolves shared size lists and lines named by several kits', async () => {
    const { kits } = await load({ sizes: { rice: [['並盛', 1, 0]] }, lines: [line], kits: { gyudon: ['kit/丼'], curry: ['kit/丼'] } });
    expect(kits.gyudon?.[0]?.sizes).toEqual([['並盛', 1, 0]]);
    expect(kits.curry?.[0]).toBe(kits.gyudon?.[0]);
  });

  it('refuses a kit naming an unknown line, an unknown size list and a genre outside the contract', async () => {
    await expect(load({ sizes: { rice: [['並盛', 1, 0]] }, lines: [line], kits: { gyudon: ['kit/丼丼'] } })).rejects.toThrow(
      /unknown line kit\/丼丼/,
    );
    await expect(load({ sizes: {}, lines: [line], kits: { gyudon: ['kit/丼'] } })).rejects.toThrow(/unknown sizes "rice"/);
    await expect(load({ sizes: { rice: [['並盛', 1, 0]] }, lines: [{ ...line, genres: ['not_a_genre'] }], kits: {} })).rejects.toThrow(
      /genres/,
    );
  });

  it("gives a shop's signature items the named line's category and sizes, and refuses an unknown line", async () => {
    const menus = { sizes: { rice: [['並盛', 1, 0]] }, lines: [line], kits: { gyudon: ['kit/丼'] } };
    const { signatures } = await load({ ...menus, signatures: { nakau: [{ line: 'kit/丼', items: [['親子丼', 26, 15, 96, 490]] }] } });
    expect(signatures.nakau).toEqual([
      expect.objectContaining({ category: '丼', sizes: [['並盛', 1, 0]], items: [['親子丼', 26, 15, 96, 490]] }),
    ]);
    await expect(load({ ...menus, signatures: { nakau: [{ line: 'kit/麺', items: [['うどん', 8, 2, 60, 390]] }] } })).rejects.toThrow(
      /signature of nakau names unknown line kit\/麺/,
    );
  });

  it('keeps the categories a line or a signature gives its own items, and refuses one for an item it does not list', async () => {
    const menus = { sizes: { rice: [['並盛', 1, 0]] }, kits: { gyudon: ['kit/丼'] } };
    const beefLine = { ...line, category: '牛丼', items: [...line.items, ['豚丼', 18, 20, 100, 450]], itemCategories: { 豚丼: '丼' } };
    const { kits, signatures } = await load({
      ...menus,
      lines: [beefLine],
      signatures: { nakau: [{ line: 'kit/丼', items: [['親子丼', 26, 15, 96, 490]], itemCategories: { 親子丼: '丼' } }] },
    });
    expect(kits.gyudon?.[0]?.itemCategories).toEqual({ 豚丼: '丼' });
    expect(signatures.nakau?.[0]?.itemCategories).toEqual({ 親子丼: '丼' });
    await expect(load({ ...menus, lines: [{ ...beefLine, itemCategories: { 鶏丼: '丼' } }] })).rejects.toThrow(
      /line kit\/丼 names unknown item 鶏丼/,
    );
    await expect(
      load({
        ...menus,
        lines: [line],
        signatures: { nakau: [{ line: 'kit/丼', items: [['親子丼', 26, 15, 96, 490]], itemCategories: { カツ丼: '丼' } }] },
      }),
    ).rejects.toThrow(/signature of nakau names unknown item カツ丼/);
  });

  it('keeps the genres a line gives its own items, and refuses them for an item it does not list or outside the contract', async () => {
    const menus = { sizes: { rice: [['並盛', 1, 0]] }, kits: { gyudon: ['kit/丼'] } };
    const sideLine = { ...line, items: [...line.items, ['みそ汁', 2, 1, 3, 60]], itemGenres: { みそ汁: ['soup'] } };
    const { kits } = await load({ ...menus, lines: [sideLine] });
    expect(kits.gyudon?.[0]?.itemGenres).toEqual({ みそ汁: ['soup'] });
    await expect(load({ ...menus, lines: [{ ...sideLine, itemGenres: { 豚汁: ['soup'] } }] })).rejects.toThrow(
      /line kit\/丼 names unknown item 豚汁/,
    );
    await expect(load({ ...menus, lines: [{ ...sideLine, itemGenres: { みそ汁: ['miso'] } }] })).rejects.toThrow(/itemGenres/);
    const signature = { line: 'kit/丼', items: [['親子丼', 26, 15, 96, 490]], itemGenres: { 親子丼: ['donburi'] } };
    const { signatures } = await load({ ...menus, lines: [sideLine], signatures: { nakau: [signature] } });
    expect(signatures.nakau?.[0]?.itemGenres).toEqual({ 親子丼: ['donburi'] });
    await expect(
      load({ ...menus, lines: [sideLine], signatures: { nakau: [{ ...signature, itemGenres: { カツ丼: ['donburi'] } }] } }),
    ).rejects.toThrow(/signature of nakau names unknown item カツ丼/);
  });
});
