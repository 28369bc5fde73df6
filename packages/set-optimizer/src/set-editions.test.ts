import { optimizeSets } from './optimize-sets';
import { editionFamilies, editionKeyOf } from './set-editions';
import type { SetRole } from './set-role-flags';
import { setCandidateOf } from './set-roles';
import { buildSetRequest } from './set-test.factories';

/** Whether the rule reads two products of one shop as editions of one product. */
const sameProduct = (a: string, b: string, role: SetRole = 'main') => editionKeyOf(a, role) === editionKeyOf(b, role);

describe('editionKeyOf (docs/sets.md → Editions)', () => {
  const editions: [string, string, SetRole, string][] = [
    ['キムチ', 'プレミアムキムチ', 'side', 'a grade word'],
    ['ロースかつ', '特製ロースかつ', 'main', 'a grade word'],
    [
      '中とろ',
      '特ネタ中とろ',
      'main',
      "a sushi chain's grade (スシロー, くら寿司: three answers were 中とろ, 特ネタ中とろ, プレミアム中とろ)",
    ],
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
    ['焼売（ジャストサイズ）', 'にんにく激増し焼売', 'side', 'more garlic (the Chinese chains: a snack was two plates of 焼売)'],
    ['餃子', 'ニンニク増し餃子', 'side', 'more garlic, in katakana'],
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
    const keys = [{ editionKey: 'a' }, { editionKey: 'b' }, {}, { editionKey: 'a' }, { editionKey: 'c' }, {}];
    const families = editionFamilies(keys.map((key) => ({ ...key, role: 'side' as const })));
    expect([...families]).toEqual([0, -1, -1, 0, -1, -1]);
  });

  it('makes one product of a dish spelled two ways beside a core, and keeps two mains of one group apart', () => {
    // Sudachi's groups: a sushi chain's フライドポテト and ポテトフライ, 定食 shops' みそ汁 and 味噌汁; ハンバーガー and
    // ビッグバーガー (key バーガー) share a group too, but they are two mains.
    const item = (name: string, role: SetRole) => ({ editionKey: editionKeyOf(name, role), role });
    const sides = editionFamilies([item('プレミアムフライドポテト', 'side'), item('ポテトフライ', 'side'), item('枝豆', 'side')]);
    expect([...sides]).toEqual([0, 0, -1]);
    expect([...editionFamilies([item('味噌汁（復刻）', 'soup'), item('みそ汁', 'soup')])]).toEqual([0, 0]);
    expect([...editionFamilies([item('ハンバーガー', 'main'), item('ビッグバーガー', 'main')])]).toEqual([-1, -1]);
  });

  it('makes one product of an item beside a core and its flavours: its name and one more word', () => {
    // The catalog sells each protein snack plain and in six flavours (蒸し鶏ささみ, 蒸し鶏ささみ 柚子胡椒, …), a hot
    // snack plain and as レッド or 旨塩, a café drink as R and L; a probe at ミニストップ got ミートソース + 蒸し鶏ささみ +
    // 蒸し鶏ささみ 柚子胡椒. 焼き鳥 もも and 焼き鳥 ねぎま stay two (no 焼き鳥 alone), and a core's flavour stays a core of its own.
    const item = (name: string, role: SetRole) => ({ editionKey: editionKeyOf(name, role), role, name });
    const sides = editionFamilies([
      item('蒸し鶏ささみ 柚子胡椒', 'side'),
      item('蒸し鶏ささみ', 'side'),
      item('期間限定 蒸し鶏ささみ ハーブ', 'side'),
      item('焼き鳥 もも', 'side'),
      item('焼き鳥 ねぎま', 'side'),
      item('焼き鳥 もも 辛口', 'side'),
      item('ホットコーヒー R', 'drink'),
      item('ホットコーヒー L', 'drink'),
      item('サラダチキン スモーク', 'side'),
    ]);
    expect([...sides]).toEqual([0, 0, 0, 3, -1, 3, 6, 6, -1]);
    expect([...editionFamilies([item('はまち', 'main'), item('はまち 塩レモン', 'main')])]).toEqual([-1, -1]);
    expect([...editionFamilies([item('蒸し鶏ささみ', 'side'), item('蒸し鶏ささみ 柚子胡椒', 'drink')])]).toEqual([-1, -1]);
  });

  it('makes one product of a side or topping and the kinds of it a word of theirs ends with (1.24.0)', () => {
    // 玉子 and 半熟玉子 beside one bowl, チャーハン and 半チャーハン beside one ramen: a probe's answers. A kind of a kind is a kind
    // of the first; a word that only begins with another's key (玉子焼き) is another dish; desserts and soups are not read.
    const item = (name: string, role: SetRole) => ({ editionKey: editionKeyOf(name, role), role, name });
    const sides = editionFamilies([
      item('玉子', 'side'),
      item('プレミアム半熟玉子 大', 'side'),
      item('玉子焼き', 'side'),
      item('コーンサラダ', 'side'),
      item('ツナコーンサラダ', 'side'),
      item('たんぱく質が摂れるツナコーンサラダ', 'side'),
      item('ねぎ（トッピング）', 'topping'),
      item('青ねぎ', 'topping'),
      item('ドーナツ', 'dessert'),
      item('季節のドーナツ', 'dessert'),
      item('チャーハン', 'side'),
      item('半チャーハン セット', 'side'),
    ]);
    expect([...sides]).toEqual([0, 0, -1, 3, 3, 3, 6, 6, -1, -1, 10, 10]);
    // The kind must be sold in the same role: a topping's ねぎ does not take a side's 青ねぎ.
    expect([...editionFamilies([item('ねぎ', 'topping'), item('青ねぎ', 'side')])]).toEqual([-1, -1]);
  });
});

describe('a set holds one edition of a product', () => {
  // A main and two sides: the two キムチ are the best pair of sides for the target, and the other side is a little worse.
  const product = (
    productId: number,
    name: string,
    productType: 'main' | 'side',
    cal: number,
    protein: number,
    fat: number,
    carbs: number,
  ) =>
    setCandidateOf({
      id: `p_${productId}`,
      shopId: 'kimchi-mart',
      name,
      productType,
      category: productType === 'main' ? '弁当' : 'サラダ',
      cal,
      protein,
      fat,
      carbs,
      popularity: 500,
      breakfastOnly: false,
      status: 'active',
    });
  const items = [
    product(1, '豚カルビ弁当', 'main', 500, 20, 18, 65),
    product(2, 'キムチ', 'side', 40, 2, 0.5, 7),
    product(3, 'プレミアムキムチ', 'side', 45, 2.2, 0.6, 7.8),
    product(4, 'ポテトサラダ', 'side', 60, 1.5, 3, 6.5),
  ];

  it('never offers キムチ and プレミアムキムチ together', () => {
    const result = optimizeSets(
      buildSetRequest(
        items,
        { cal: 585, protein: 24, fat: 19, carbs: 80 },
        { shopId: 'kimchi-mart', options: { minItems: 3, maxItems: 3 } },
      ),
    );
    expect(result.sets.length).toBeGreaterThan(0);
    for (const set of result.sets) {
      const names = set.lines.map((line) => line.item.name);
      expect(names.includes('キムチ') && names.includes('プレミアムキムチ')).toBe(false);
    }
  });

  it('never offers an item and its flavour together (蒸し鶏ささみ and 蒸し鶏ささみ 柚子胡椒)', () => {
    const flavours = [
      product(11, 'ミートソース（麺少なめ）', 'main', 520, 20, 14, 70),
      product(12, '蒸し鶏ささみ', 'side', 80, 17, 1, 1),
      product(13, '蒸し鶏ささみ 柚子胡椒', 'side', 82, 17, 1.1, 1.2),
      product(14, 'ポテトサラダ', 'side', 120, 2, 7, 12),
    ];
    const result = optimizeSets(
      buildSetRequest(
        flavours,
        { cal: 690, protein: 54, fat: 16, carbs: 72 },
        { shopId: 'kimchi-mart', options: { minItems: 3, maxItems: 3 } },
      ),
    );
    expect(result.sets.length).toBeGreaterThan(0);
    for (const set of result.sets) {
      const names = set.lines.map((line) => line.item.name);
      expect(names.includes('蒸し鶏ささみ') && names.includes('蒸し鶏ささみ 柚子胡椒')).toBe(false);
    }
  });
});
