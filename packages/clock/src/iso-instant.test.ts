import { parseIsoInstant } from './iso-instant';

describe('parseIsoInstant', () => {
  it('reads the extended and basic forms, with or without seconds, with any zone form', () => {
    const nineJst = Date.parse('2027-01-01T00:00:00.000Z');
    for (const text of [
      '2027-01-01T00:00:00.000Z',
      '2027-01-01T00:00Z',
      '2027-01-01t00:00:00z',
      '2027-01-01T09:00+09:00',
      '2027-01-01T09:00:00+0900',
      '2027-01-01T09:00:00+09',
      '20270101T000000Z',
      '20270101T0900+0900',
    ])
      expect([text, parseIsoInstant(text)]).toEqual([text, nineJst]);
    expect(parseIsoInstant('2027-01-01T00:00:00.123456Z')).toBe(nineJst + 123);
  });

  it('refuses what names no instant or no real time: no zone, impossible dates and times, other text', () => {
    for (const text of [
      '2027-01-01T00:00:00',
      '2027-02-29T00:00:00Z',
      '2027-02-31T00:00Z',
      '2027-01-01T24:00:00Z',
      '2027-01-01T00:60Z',
      '2027-01-01T00:00:00+24:00',
      '2027-01-01',
      'tomorrow',
      '',
    ])
      expect([text, parseIsoInstant(text)]).toEqual([text, null]);
  });
});
