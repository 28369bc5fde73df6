import { recentAnswers } from './recent-answers';

describe('recentAnswers', () => {
  const counted = (max: number) => {
    const asked: string[] = [];
    const lookup = recentAnswers((text: string) => {
      asked.push(text);
      return [text.toUpperCase()];
    }, max);
    return { asked, lookup };
  };

  it('answers an argument asked again without looking it up again, the same frozen answer', () => {
    const { asked, lookup } = counted(8);
    const first = lookup('a');
    expect(lookup('a')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(asked).toEqual(['a']);
  });

  it('keeps at least the last max / 2 arguments and at most max', () => {
    const { asked, lookup } = counted(4);
    for (const text of ['a', 'b', 'c', 'd', 'e']) lookup(text);
    asked.length = 0;
    lookup('d');
    lookup('e');
    expect(asked).toEqual([]);
    lookup('a');
    expect(asked).toEqual(['a']);
  });

  it('moves an older answer asked again to the newer generation, so it outlives the older one', () => {
    const { asked, lookup } = counted(4);
    for (const text of ['a', 'b', 'c', 'd']) lookup(text);
    lookup('a');
    lookup('e');
    lookup('f');
    asked.length = 0;
    lookup('a');
    expect(asked).toEqual([]);
  });

  it('keeps a null answer like any other, in the older generation too', () => {
    const asked: string[] = [];
    const lookup = recentAnswers((text: string) => {
      asked.push(text);
      return null;
    }, 2);
    expect([lookup('a'), lookup('b'), lookup('a')]).toEqual([null, null, null]);
    expect(asked).toEqual(['a', 'b']);
  });
});
