import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMealRecord } from '../../meals/meals.factories';
import { RECORDS_CHECKPOINT_PAGES, createSqliteRecordsStore } from './records.sqlite';

/** A WAL frame: a 24-byte header and a 4,096-byte page. */
const FRAME_BYTES = 24 + 4096;

describe('the records file on SQLite: checkpoints', () => {
  it('lets the WAL grow past SQLite default of 1,000 frames before a commit checkpoints it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'records-wal-')), 'records.sqlite');
    const store = createSqliteRecordsStore(path);
    const walFrames = () => Math.floor(statSync(`${path}-wal`).size / FRAME_BYTES);
    try {
      // A checkpoint restarts the WAL from its first frame, so the file never grows past the
      // checkpoint's size; a batch of meals of ten users changes dozens of pages.
      for (let i = 0; i < 100 && walFrames() <= 1500; i++) {
        const batch = Array.from({ length: 10 }, (_, j) =>
          buildMealRecord(`u_${j}`, { mealDate: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}` }),
        );
        await store.meals.insertMany(batch, [], 30);
      }
      expect(walFrames()).toBeGreaterThan(1500);
      expect(walFrames()).toBeLessThan(RECORDS_CHECKPOINT_PAGES);
    } finally {
      await store.close();
    }
  });
});
