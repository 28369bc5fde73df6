import { editionFamilies, editionKeyOf } from './set-editions';
import type { SetRole } from './set-role-flags';

/** Whether the rule reads two products of one shop as editions of one product. */
const sameProduct = (a: string, b: string, role: SetRole = 'main') => editionKeyOf(a, role) === editionKeyOf(b, role);

describe('editionKeyOf (docs/sets.md → Editions)', () => {
  const editions: [string, string, SetRole, string][] = [
    ['キムチ', 'プレミアムキムチ', 'side', 'a grade word'],
    ['ロースかつ', '特製ロースかつ', 'main', 'a grade word'],
    ['カツ丼', '期間限定 カツ丼', 'main', 'a limited edition'],
    ['カツ丼', 'カツ丼（復刻）', 'main', 'a parenthesised variant'],
    ['牛丼 並盛', '牛丼 大盛', 'main', 'a bowl size'],
    ['牛丼', '牛丼（特盛）', 'main', 'a bowl size in brackets'],
    ['コーヒー(S)', 'コーヒー(L)', 'drink', 'a cup size'],
    ['ホットコーヒー M', 'アイスコーヒー L', 'drink', 'a temperature and a size'],
    ['カフェラテ', 'アイスカフェラテ', 'drink', 'a temperature'],
    ['ポテト S', 'ポテトＬ', 'side', 'a size letter, full-width too'],
    ['チーズバーガー', 'ダブルチーズバーガー', 'main', 'a double'],
    ['ハムカツサンド', 'Ｗハムカツサンド', 'main', 'W for double'],
    ['いなり３個入り', 'いなり5個入り', 'main', 'a count'],
    ['チキンナゲット 5ピース', 'チキンナゲット 15ピース', 'side', 'a count'],
    ['ミニサラダ', 'サラダ', 'side', 'a small size'],
    ['７プレミアムおでん（カップ）', 'おでん', 'side', "seven-eleven's own grade"],
  ];
  it.each(editions)('%s and %s are editions of one product (%s: %s)', (a, b, role, why) => {
    expect({ why, same: sameProduct(a, b, role) }).toEqual({ why, same: true });
  });

  const distinct: [string, string, SetRole, string][] = [
    ['ハンバーガー', 'チーズバーガー', 'main', 'another product of the line'],
    ['ホットドッグ', 'ドッグ', 'main', 'ホット is a temperature of drinks only'],
    ['アイスクリーム', 'クリーム', 'dessert', 'アイス is a temperature of drinks only'],
    ['大根', '根', 'side', '大 is a size only as a word of its own'],
    ['BLTサンド', 'BTサンド', 'main', 'a size letter is never part of a latin word'],
    ['鮭おにぎり', '梅おにぎり', 'main', 'another filling'],
    ['コーヒー', 'カフェラテ', 'drink', 'another drink'],
    ['チーズバーガー', 'チーズバーガー セット', 'main', 'a combo is not an edition of its main'],
  ];
  it.each(distinct)('%s and %s are different products (%s: %s)', (a, b, role, why) => {
    expect({ why, same: sameProduct(a, b, role) }).toEqual({ why, same: false });
  });

  it('keeps the whole name when nothing but edition words is left', () => {
    expect(editionKeyOf('ミニ', 'side')).not.toBe(editionKeyOf('ビッグ', 'side'));
  });
});

describe('editionFamilies', () => {
  it('gives the members of a family its first index, and -1 to an item with no other edition or no key', () => {
    const families = editionFamilies([{ editionKey: 'a' }, { editionKey: 'b' }, {}, { editionKey: 'a' }, { editionKey: 'c' }, {}]);
    expect([...families]).toEqual([0, -1, -1, 0, -1, -1]);
  });
});
