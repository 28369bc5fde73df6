import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '@shokuji/clock';
import type { DomainError } from '@shokuji/contracts';
import type { RecordsStore } from '../store/records-store';
import { createSqliteRecordsStore } from '../store/sqlite/records.sqlite';
import { createDayNotesService } from '../day-notes/day-notes.service';
import { createWeightsService } from './weights.service';

let store: RecordsStore;
beforeAll(() => {
  store = createSqliteRecordsStore(join(mkdtempSync(join(tmpdir(), 'weights-')), 'records.sqlite'));
});
afterAll(() => store.close());

const clock = new FixedClock(new Date('2026-11-20T16:00:00Z')); // 01:00 JST on the 21st
const ctx = (userId: string) => ({ requestId: 'r', now: clock.now().toISOString(), userId });

describe('weights service', () => {
  it('defaults the date to today in JST, overwrites per day, keeps omitted fields and erases on null', async () => {
    const weights = createWeightsService({ store });
    expect(await weights.recordWeight(ctx('w1'), { weightKg: 62.4, bodyFatPct: 24, note: '朝' })).toMatchObject({
      date: '2026-11-21',
      weightKg: 62.4,
      bodyFatPct: 24,
      note: '朝',
      created: true,
    });
    expect(await weights.recordWeight(ctx('w1'), { weightKg: 62 })).toMatchObject({
      weightKg: 62,
      bodyFatPct: 24,
      note: '朝',
      created: false,
    });
    expect(await weights.recordWeight(ctx('w1'), { weightKg: 62, note: null })).toMatchObject({ bodyFatPct: 24, note: null });
    await weights.recordWeight(ctx('w1'), { weightKg: 63, date: '2026-11-01' });
    expect((await weights.listWeights(ctx('w1'), {})).items.map((w) => w.date)).toEqual(['2026-11-21']);
    const range = await weights.listWeights(ctx('w1'), { startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(range).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-30', timezone: 'Asia/Tokyo' });
    expect(range.items.map((w) => [w.date, w.weightKg])).toEqual([
      ['2026-11-01', 63],
      ['2026-11-21', 62],
    ]);
    expect((await weights.listWeights(ctx('w2'), { startDate: '2026-11-01', endDate: '2026-11-30' })).items).toEqual([]);
  });

  it('refuses a future date', async () => {
    const error = await createWeightsService({ store })
      .recordWeight(ctx('w3'), { weightKg: 60, date: '2026-11-22' })
      .catch((e: DomainError) => e);
    expect((error as DomainError).code).toBe('invalid_request');
  });
});

describe('day notes service', () => {
  it('keeps one note per day, overwrites, deletes on an empty or blank body, lists only days with a note', async () => {
    const notes = createDayNotesService({ store });
    expect(await notes.putDayNote(ctx('n1'), { body: '寝不足' })).toMatchObject({ date: '2026-11-21', body: '寝不足', deleted: false });
    await notes.putDayNote(ctx('n1'), { body: '外食続き', date: '2026-11-19' });
    await notes.putDayNote(ctx('n1'), { body: '快眠' });
    expect(
      (await notes.listDayNotes(ctx('n1'), { startDate: '2026-11-18', endDate: '2026-11-21' })).items.map((n) => [n.date, n.body]),
    ).toEqual([
      ['2026-11-19', '外食続き'],
      ['2026-11-21', '快眠'],
    ]);
    expect(await notes.putDayNote(ctx('n1'), { body: '  ', date: '2026-11-19' })).toEqual({
      date: '2026-11-19',
      body: null,
      updatedAt: null,
      deleted: true,
    });
    expect(await notes.putDayNote(ctx('n1'), { body: '' })).toMatchObject({ deleted: true });
    expect((await notes.listDayNotes(ctx('n1'), { startDate: '2026-11-18', endDate: '2026-11-21' })).items).toEqual([]);
  });
});
