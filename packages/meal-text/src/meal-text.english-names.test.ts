import { gramsOf, MISTER_DONUT, useTestEngine } from './meal-text.test-engine';
import type { MealEstimate, MealTextShop } from './meal-text.types';

// English and romaji names read as people type them: compound English food names, chains by their short names in
// romaji, and romaji words of amount (docs/analyze-text.md → A forty-fifth round).

const shop = (id: string, name: string, nameEn: string, romaji: string, aliases: string[], category: string): MealTextShop => ({
  id,
  name,
  nameEn,
  romaji,
  aliases,
  category,
});

// The catalog's own names for these chains (GET /shops).
const SHOPS: MealTextShop[] = [
  MISTER_DONUT,
  shop('mcdonalds', 'マクドナルド', "McDonald's", 'makudonarudo', ['マック', 'マクド', 'McD', 'Mac', "McDonald's"], 'burger'),
  shop('starbucks', 'スターバックス コーヒー', 'Starbucks Coffee', 'sutabakkusukohi', ['スタバ', 'スターバックス', 'Starbucks'], 'cafe'),
  shop('yoshinoya', '吉野家', 'Yoshinoya', 'yoshinoya', ['吉牛', 'よしぎゅう', 'よしのや', 'Yoshinoya'], 'gyudon'),
  shop('saizeriya', 'サイゼリヤ', 'Saizeriya', 'saizeriya', ['サイゼ', 'サイゼリア', 'Saizeriya'], 'family_restaurant'),
  shop('mos-burger', 'モスバーガー', 'MOS Burger', 'mosubaga', ['モス', 'MOS', 'モスバ'], 'burger'),
  shop(
    'coco-ichibanya',
    'カレーハウスCoCo壱番屋',
    'CoCo Ichibanya',
    'kokoichibanya',
    ['ココイチ', 'CoCo壱', 'ココ壱', '壱番屋', 'CoCoICHI'],
    'curry',
  ),
  shop('kappa-sushi', 'かっぱ寿司', 'Kappa Sushi', 'kappazushi', ['かっぱ', 'Kappa Sushi'], 'sushi'),
  shop('sukiya', 'すき家', 'Sukiya', 'sukiya', ['すきや', 'Sukiya'], 'gyudon'),
  shop(
    'kfc',
    'ケンタッキーフライドチキン',
    'Kentucky Fried Chicken',
    'kentakkifuraidochikin',
    ['ケンタッキー', 'ケンタ', 'KFC', 'ケンチキ'],
    'fried_chicken',
  ),
  shop('familymart', 'ファミリーマート', 'FamilyMart', 'famirimato', ['ファミマ', 'famima', 'FamilyMart'], 'convenience'),
];

const { estimate } = useTestEngine(SHOPS);

const chainOf = (result: MealEstimate): Array<string | null> => result.chainLookups.map((lookup) => lookup.shopId);

describe('a chain typed by its short name in romaji', () => {
  it.each([
    ['makku big mac', 'mcdonalds'],
    ['makudo fries', 'mcdonalds'],
    ['sutaba latte', 'starbucks'],
    ['yoshigyu gyudon', 'yoshinoya'],
    ['yoshigyuu gyudon', 'yoshinoya'],
    ['saize doria', 'saizeriya'],
    ['mosu burger', 'mos-burger'],
    ['misudo pon de ring', 'mister-donut'],
    ['kokoichi curry', 'coco-ichibanya'],
  ])('reads %s at its chain', (text, shopId) => {
    const result = estimate(text);
    expect(chainOf(result)).toEqual([shopId]);
    expect(result.unknownWords).toEqual([]);
  });

  it('reads a name written with a capital inside as typed with a space there', () => {
    expect(chainOf(estimate('coco ichi katsu curry'))).toEqual(['coco-ichibanya']);
    expect(chainOf(estimate('family mart onigiri'))).toEqual(['familymart']);
    expect(chainOf(estimate('mc donalds big mac'))).toEqual(['mcdonalds']);
    // The name whole still is the chain.
    expect(chainOf(estimate('cocoichi curry'))).toEqual(['coco-ichibanya']);
  });

  it('keeps a food whose name a chain’s name begins that food, in kana and in romaji', () => {
    for (const text of ['かっぱ巻き', 'kappa maki']) {
      const result = estimate(text);
      expect(chainOf(result)).toEqual([]);
      expect(gramsOf(result, '06065')).toBe(30);
    }
    expect(chainOf(estimate('かっぱ 寿司'))).not.toEqual([]);
  });
});

describe('compound English food names', () => {
  /** Each English name read as one food of the lexicon (its Japanese name), every word known. */
  it.each([
    ['banana bread', 'バナナブレッド'],
    ['cabbage roll', 'ロールキャベツ'],
    ['cabbage rolls', 'ロールキャベツ'],
    ['egg roll', '春巻き'],
    ['egg rolls', '春巻き'],
    // MEXT's 白身フライ (100 g, four sticks) under the name of its own row since round 60, which weighs a stick 25 g
    ['fish sticks', 'フィッシュスティック'],
    ['fruit salad', 'フルーツサラダ'],
    ['egg fried rice', 'チャーハン'],
    ['trail mix', 'トレイルミックス'],
    ['egg salad', '卵サラダ'],
    ['chicken burger', 'チキンバーガー'],
    ['carrot cake', 'キャロットケーキ'],
  ])('reads %s as %s', (text, name) => {
    const result = estimate(text);
    expect(result.items.map((item) => item.nameJa)).toEqual([name]);
    expect(result.unknownWords).toEqual([]);
  });

  it('weighs them as their rows say', () => {
    // 卵 50 g in chahan's MEXT dish, not a second egg beside it.
    expect(gramsOf(estimate('egg fried rice'), '12004')).toBe(0);
    // A fried chicken fillet in PORTIONS' burger bun, not a hamburger patty.
    expect(gramsOf(estimate('chicken burger'), '11289')).toBe(60);
    expect(gramsOf(estimate('fruit salad'), '06312')).toBe(0);
    expect(gramsOf(estimate('banana bread'), '07107')).toBe(20);
  });
});

describe('a chain product written in English words apart', () => {
  it('reads a topping one space before a rice dish as one product, as チーズ牛丼 written together is', () => {
    const cases: Array<[string, string]> = [
      ['sukiya cheese gyudon', 'cheese gyudon'],
      ['sukiya negitama gyudon', 'negitama gyudon'],
      ['coco ichi cheese curry', 'cheese curry'],
    ];
    for (const [text, term] of cases) {
      const result = estimate(text);
      expect(result.items).toHaveLength(1);
      expect(result.chainLookups.map((lookup) => lookup.term)).toEqual([term]);
    }
  });

  it('still reads a food eaten alone after a dish as a product of its own', () => {
    for (const text of ['sukiya gyudon miso soup', 'sukiya salad miso soup', 'すき家 チーズ 牛丼'])
      expect(estimate(text).items).toHaveLength(2);
  });
});

describe('romaji words of amount and of the shop', () => {
  it('reads ippai, ippon, hitotsu and futatsu as a count in their counter', () => {
    expect(gramsOf(estimate('gohan ippai'), '01088')).toBe(150);
    expect(estimate('biiru ippai').unknownWords).toEqual([]);
    expect(gramsOf(estimate('banana ippon'), '07107')).toBe(100);
    expect(gramsOf(estimate('onigiri futatsu'), '01111')).toBe(gramsOf(estimate('onigiri 2 ko'), '01111'));
    expect(estimate('ippai no ramen').items).toHaveLength(1);
  });

  it('reads katamen and tabehoudai as no food and no amount', () => {
    for (const text of ['ramen katamen', 'yakiniku tabehoudai', 'sushi tabehoudai', 'nomihoudai biiru']) {
      const result = estimate(text);
      expect(result.unknownWords).toEqual([]);
      expect(result.items).toHaveLength(1);
    }
    expect(estimate('ramen katamen').cal).toBe(estimate('ramen').cal);
  });

  it('reads the romaji de as the particle, and keeps it inside pon de ring', () => {
    const latte = estimate('sutaba de latte');
    expect(latte.unknownWords).toEqual([]);
    expect(latte.chainLookups.map((lookup) => lookup.term)).toEqual(['latte']);
    expect(estimate('konbini de onigiri').unknownWords).toEqual([]);
    expect(estimate('misudo pon de ring').chainLookups.map((lookup) => lookup.term)).toEqual(['pon de ring']);
  });

  it('reads kfc original chicken as the fried chicken piece it names', () => {
    const result = estimate('kfc original chicken');
    expect(result.items.map((item) => item.nameJa)).toEqual(['フライドチキン']);
    expect(result.unknownWords).toEqual([]);
  });
});
