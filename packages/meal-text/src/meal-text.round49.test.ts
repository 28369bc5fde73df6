import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The forty-ninth round (docs/analyze-text.md): the leftovers of the forty-seventh and forty-eighth, and what a probe of
// casual chat-client descriptions showed. Each rule is tested on words of its own beside the ones that showed it.

const { estimate, answer } = useTestEngine();

const BUTTER = '14017';
const NEGI = '06226';
const CHASHU = '11195';
const DRESSING = '17116';
const CURRY_ROUX = '17051';
const DEMI_GLACE = '17105';
const CORIANDER = '06385';

describe('a day to come with no verb and no topic plans its meal, as 明日はラーメン does', () => {
  it.each([
    '明日ラーメン',
    'あしたカレー',
    '明後日焼肉',
    '来週すき焼き',
    'tomorrow ramen',
    'pizza tomorrow',
    'ashita sushi',
    'ashita ramen taberu',
  ])('answers %s as nothing eaten', (text) => {
    expect(answer(text).kind).toBe('nothing_edible');
  });

  it.each([
    // Tonight's meal with no verb is a log, as 今夜はラーメン is; in romaji and English too.
    ['今夜ラーメン', 'ラーメン'],
    ['今晩カレー', 'カレー'],
    ['konya ramen', 'ramen'],
    ['tonight sushi', 'sushi'],
    // A past verb or copula says it was had.
    ['明日ラーメンだった', 'ラーメン'],
    ['ラーメン食べた、明日寿司', 'ラーメン'],
    // A box named by its day is the box, which may be eaten today (an earlier decision kept).
    ['明日の弁当', '弁当'],
  ])('still counts %s', (text, eaten) => {
    expect(estimate(text).cal).toBe(estimate(eaten).cal);
  });

  it('reads 明日葉 as no day to come', () => {
    expect(answer('明日葉のおひたし').kind).toBe('estimate');
  });

  it('reads a romaji verb not yet done after tonight as a plan, as 今夜ラーメン食べる is', () => {
    expect(answer('konya ramen taberu').kind).toBe('nothing_edible');
    const logged = estimate('ramen taberu');
    expect(logged.cal).toBe(estimate('ramen').cal);
    expect(logged.unknownWords).toEqual([]);
  });
});

describe('a size word after a comma said of a part the dish before has', () => {
  it.each([
    ['jaga butter, butter多め', 'じゃがバター バター多め', BUTTER],
    ['じゃがバター、バターたっぷり', 'じゃがバター バターたっぷり', BUTTER],
    ['ラーメン、ねぎ多め', 'ラーメン ねぎ多め', NEGI],
    ['ラーメン、チャーシュー多め', 'ラーメン チャーシュー多め', CHASHU],
    ['サラダ、ドレッシング多め', 'サラダ ドレッシング多め', DRESSING],
    ['カレー、ルー多め', 'カレー ルー多め', CURRY_ROUX],
    ['ハンバーグ、デミグラスソース多め', 'ハンバーグ デミグラスソース多め', DEMI_GLACE],
  ])('sizes that part as written with the dish: %s', (text, together, food) => {
    const result = estimate(text);
    expect(result.items).toHaveLength(1);
    expect(gramsOf(result, food)).toBe(gramsOf(estimate(together), food));
    expect(result.cal).toBe(estimate(together).cal);
  });

  it('raises the part, not a second serving beside it (じゃがバター: 10 g of butter ×1.5)', () => {
    expect(gramsOf(estimate('jaga butter, butter多め'), BUTTER)).toBe(15);
    expect(gramsOf(estimate('サラダ、ドレッシング少なめ'), DRESSING)).toBeLessThan(gramsOf(estimate('サラダ'), DRESSING));
  });

  it('keeps a food the dish does not have a serving of its own (トースト、バター多め; 牛丼、ねぎ多め)', () => {
    expect(estimate('トースト、バター多め').items).toHaveLength(2);
    expect(gramsOf(estimate('トースト、バター多め'), BUTTER)).toBeGreaterThan(0);
    expect(estimate('牛丼、ねぎ多め').items).toHaveLength(2);
  });
});

describe('words of talk that name no food', () => {
  it.each([
    ['おにぎり2個かな', 'おにぎり2個'],
    ['ラーメンかな', 'ラーメン'],
    ['うどんかなぁ', 'うどん'],
    ['えっと、ラーメン', 'ラーメン'],
    ['えーと 牛丼', '牛丼'],
    ['うーん、カレーかも', 'カレー'],
    ['帰りにラーメン', 'ラーメン'],
    ['帰りにコンビニでおにぎり', 'おにぎり'],
  ])('reads %s as its food alone, every word known', (text, food) => {
    const result = estimate(text);
    expect(gramsOf(result, CORIANDER)).toBe(0);
    expect(result.unknownWords).toEqual([]);
    expect(result.cal).toBe(estimate(food).cal);
  });

  it('still reads 香菜 and パクチー as coriander', () => {
    expect(gramsOf(estimate('香菜'), CORIANDER)).toBeGreaterThan(0);
    expect(gramsOf(estimate('フォー パクチー'), CORIANDER)).toBeGreaterThan(0);
  });
});

describe('romaji with its particle no between two words of one name', () => {
  it.each([
    ['buta no shogayaki', '豚の生姜焼き'],
    ['buta no shougayaki teishoku', '豚の生姜焼き定食'],
    ['buta no kakuni', '豚の角煮'],
    ['tori no karaage', '鶏の唐揚げ'],
    ['saba no misoni', 'さばの味噌煮'],
  ])('reads %s as %s, where no was the English negation', (text, same) => {
    const result = estimate(text);
    expect(result.cal).toBe(estimate(same).cal);
    expect(result.unknownWords).toEqual([]);
  });

  it('reads sake no shioyaki as the fish, not the drink', () => {
    expect(gramsOf(estimate('sake no shioyaki'), '16001')).toBe(0);
    expect(estimate('sake no shioyaki').cal).toBe(estimate('鮭の塩焼き').cal);
  });

  it('keeps the English negation between words that make no name (burger no pickles, no rice)', () => {
    expect(estimate('burger no pickles').cal).toBe(estimate('burger').cal);
    expect(answer('no rice').kind).toBe('nothing_edible');
    expect(estimate('2 hon no banana').cal).toBe(estimate('バナナ2本').cal);
  });
});

describe('English and romaji names of fried dishes and their sauce', () => {
  it.each([
    ['ebi fry 3', 'えびフライ 3本'],
    ['kaki fry', 'カキフライ'],
    ['ebi fry and tartar', 'えびフライ タルタルソース'],
    ['chicken nanban with tartar', 'チキン南蛮'],
  ])('reads %s as %s', (text, same) => {
    const result = estimate(text);
    expect(result.cal).toBe(estimate(same).cal);
    expect(result.unknownWords).toEqual([]);
  });

  it('reads tartare as the raw beef dish, not the sauce', () => {
    expect(estimate('steak tartare').cal).toBe(estimate('ユッケ').cal);
    expect(gramsOf(estimate('kaki fry'), '07049')).toBe(0);
  });
});

describe("a colon's list of a dish's contents ends at a food served beside it", () => {
  it.each([
    ['yakiniku: kalbi, harami, rice, beer', 'yakiniku: kalbi, harami', 'rice, beer'],
    ['焼肉：カルビ、ロース、ご飯、ウーロン茶', '焼肉：カルビ、ロース', 'ご飯、ウーロン茶'],
    ['ラーメン：チャーシュー、煮卵、ビール', 'ラーメン：チャーシュー、煮卵', 'ビール'],
    ['sushi: tuna, salmon, miso soup', 'sushi: tuna, salmon', 'miso soup'],
  ])('reads %s as %s beside %s', (text, dish, beside) => {
    const result = estimate(text);
    // Each total is rounded on its own: the sum of two may differ by the last unit.
    expect(Math.abs(result.cal - (estimate(dish).cal + estimate(beside).cal))).toBeLessThanOrEqual(1);
    expect(result.items).toHaveLength(estimate(dish).items.length + estimate(beside).items.length);
  });

  it("keeps the dish's own foods in it (oden: daikon, egg, konnyaku; curry: beef, rice)", () => {
    expect(estimate('oden: daikon, egg, konnyaku').items).toHaveLength(1);
    expect(estimate('curry: beef, rice').items).toHaveLength(1);
    expect(gramsOf(estimate('curry: beef, rice'), '01088')).toBe(gramsOf(estimate('カレーライス'), '01088'));
  });
});

describe('English words of talk that name no food', () => {
  it.each([
    ['ramen but only half the noodles', 'ramen, half the noodles'],
    ['only a coffee', 'coffee'],
    ['onigiri only', 'onigiri'],
    ['brekkie: toast and coffee', 'toast and coffee'],
    ['brekky - yogurt', 'yogurt'],
  ])('reads %s as %s, every word known', (text, same) => {
    const result = estimate(text);
    expect(result.unknownWords).toEqual([]);
    expect(result.cal).toBe(estimate(same).cal);
  });
});

describe('a fish of several readings listed in a dish of raw fish', () => {
  it.each([
    ['sushi: tuna, salmon', '寿司 まぐろ サーモン'],
    ['sushi salmon tuna', '寿司 サーモン まぐろ'],
    ['sushi 6 pieces, salmon', '寿司6貫、サーモン'],
  ])('reads %s with the raw salmon of %s, not the salted fillet', (text, same) => {
    const result = estimate(text);
    expect(gramsOf(result, '10139')).toBe(0);
    expect(result.cal).toBe(estimate(same).cal);
  });

  it('keeps the salted fillet where the dish cooks its fish (pasta, onigiri)', () => {
    expect(gramsOf(estimate('pasta: salmon, mushrooms'), '10139')).toBeGreaterThan(0);
    expect(gramsOf(estimate('onigiri (salmon)'), '10139')).toBeGreaterThan(0);
  });
});

describe('a mistyped word glued to a word before it that names a longer dish with it', () => {
  it.each([
    ['とんこつラーメソ', 'とんこつラーメン'],
    ['豚骨ラーメソ', '豚骨ラーメン'],
    ['味噌ラーメソ', '味噌ラーメン'],
    ['チーズハンバーク', 'チーズハンバーグ'],
  ])('reads %s as %s, one dish', (text, same) => {
    const result = estimate(text);
    expect(result.cal).toBe(estimate(same).cal);
    expect(result.items[0]!.nameJa).toBe(estimate(same).items[0]!.nameJa);
  });

  it('keeps a word before that names no longer dish a food of its own (ご飯 ラーメソ)', () => {
    expect(estimate('ご飯 ラーメソ').cal).toBe(estimate('ご飯 ラーメン').cal);
  });
});
