import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepValue, keptFile, readKeptValue } from './kept-file';

describe('kept-file: a value kept for the next start', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kept-file-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads back objects, maps and every kind of typed array at any length, one array held twice staying one', async () => {
    const shared = Float64Array.from([0.1, -2, Number.MAX_VALUE]);
    const value = {
      name: '店舗',
      byId: new Map([['a', { odd: Uint8Array.from([1, 2, 3]), after: Float64Array.from([1.5, 2.5]) }]]),
      arrays: [
        Int8Array.from([-1]),
        Uint16Array.from([65535]),
        Int32Array.from([-5, 7]),
        Float32Array.from([0.5]),
        BigInt64Array.from([-3n]),
      ],
      shared,
      again: shared,
      empty: new Int32Array(0),
    };
    const file = keptFile(dir, 'test', ['a key']);
    await keepValue(file, value);

    const read = await readKeptValue<typeof value>(file);
    expect(read).toEqual(value);
    expect(read!.byId.get('a')!.after).toBeInstanceOf(Float64Array);
    expect(read!.again).toBe(read!.shared);
  });

  it('lists each array in 12 bytes beside the few that name it in the value (a table read without parsing)', async () => {
    const sizeWith = async (count: number) => {
      const file = keptFile(dir, 'test', [`${count} arrays`]);
      await keepValue(file, { arrays: Array.from({ length: count }, () => new Uint8Array(0)) });
      return (await readFile(file)).length;
    };
    const bytesPerArray = ((await sizeWith(1000)) - (await sizeWith(0))) / 1000;
    expect(bytesPerArray).toBeGreaterThanOrEqual(12);
    expect(bytesPerArray).toBeLessThanOrEqual(16);
  });

  it('names the file by what the value depends on', () => {
    expect(keptFile(dir, 'test', ['a'])).not.toBe(keptFile(dir, 'test', ['b']));
    expect(keptFile(dir, 'test', ['a'])).toBe(keptFile(dir, 'test', ['a']));
  });

  it('reads a missing file, or one with any byte changed, as absent', async () => {
    const file = keptFile(dir, 'test', ['a key']);
    expect(await readKeptValue(file)).toBeNull();
    await keepValue(file, { values: Float64Array.from({ length: 64 }, (_, i) => i) });
    const bytes = await readFile(file);
    for (const at of [0, 40, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed.writeUInt8(changed.readUInt8(at) ^ 0x01, at);
      await writeFile(file, changed);
      expect(await readKeptValue(file)).toBeNull();
    }
  });
});
