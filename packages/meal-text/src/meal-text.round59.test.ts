import { gramsOf, useTestEngine } from './meal-text.test-engine';

// The fifty-ninth round (docs/analyze-text.md): dishes, drinks and foods the fifteenth blind set found unknown
// (test/analyze/BLIND.md), each a lexicon row on MEXT foods justified on its own. The descriptions here are the rows'
// own words, not the set's lines.

const { estimate, readsEach } = useTestEngine();

describe('dishes that had no estimate, or only a seasoning, a side or one word read', () => {
  readsEach(
    [
      ['スパゲッティアマトリチャーナ', '06184', 150],
      ['糠漬け', '06068', 30],
      ['しろくま', '13013', 40],
      ['プーティン', '13056', 60],
      ['pasty', '11030', 60],
      ['bravas', '02020', 150],
      ['aloo gobhi', '06054', 100],
      ['モスコミュール 2杯', '16018', 85.6],
      ['smores', '15113', 7],
      ['ちゃんこ 2人前', '11230', 80],
      ['ホヤ酢', '10374', 50],
      ['てっさ', '10236', 60],
      ['ホットはちみつレモン', '03022', 14],
      ['ネギ焼き', '11101', 30],
      ['lime pie', '13013', 50],
      ['po boy', '10329', 80],
      ['crab rangoons', '13035', 32],
      ['perogies', '01074', 60],
      ['鶏の赤ワイン煮', '16011', 100],
      ['スコッチエッグ 2個', '12005', 100],
      ['肉すい', '11046', 60],
      ['sticky toffee', '07096', 20],
      ['laab', '11230', 120],
      ['むしパン 2個', '01015', 80],
      ['スパムおにぎり', '11317', 40],
      ['monte cristo', '13032', 20],
      ['cubano', '11195', 60],
      ['ぼんじり 3本', '11235', 45],
      ['カリーブルスト', '11189', 100],
      ['ルンダン', '11030', 150],
      ['vindaloo', '11221', 150],
      ['chicken korma', '05005', 10],
      ['いぶりがっこチーズ', '13035', 20],
      ['ごぼ天', '06084', 40],
      ['ごぼ天うどん', '06084', 40],
      ['鬼まん 2個', '02006', 70],
      ['塩バターパン', '14017', 5],
      ['あら煮', '10193', 100],
      ['きんぴられんこん', '06317', 40],
      ['五目煮豆', '04028', 25],
      ['きな粉トースト', '04029', 5],
      ['あんきもポン酢', '10032', 40],
      ['カレー饅', '15129', 35],
      ['crab cake', '10337', 45],
      ['フルーツミックスジュース', '07107', 50],
      ['パティメルト', '01032', 70],
      ['つみれの味噌汁', '10383', 50],
      ['サラダラーメン', '01048', 150],
      ['はまぐり汁', '10306', 20],
    ],
    'reads %s with its own food %s (%d g)',
  );

  it.each([
    // a dish named after a word of it that is a food or dish of its own, read as that word before
    ['カレー饅', '01088'],
    ['crab cake', '15170'],
    ['patty melt', '10181'],
    ['鶏の赤ワイン煮', '11221', 200],
  ])('reads %s without the %s its name holds', (text, foodNumber, grams = 0) => {
    expect(gramsOf(estimate(text), foodNumber)).toBe(grams);
  });
});

describe('foods the lexicon lacked or read as another', () => {
  readsEach(
    [
      ['スタウト 1缶', '16008', 353.5],
      ['グラハムクラッカー 2枚', '15097', 14],
      ['ヌテラ', '15180', 20],
      ['干しがき 3個', '07051', 105],
      ['ラフランス 2個', '07091', 400],
      ['不知火', '07165', 200],
      ['笹団子 3個', '15124', 165],
      ['ほや', '10374', 50],
      ['ふぐ', '10236', 60],
      ['つみれ 3個', '10383', 60],
      ['かぶ', '06036', 50],
      ['カリフラワー', '06054', 80],
      ['デーツ 3個', '07096', 24],
      ['豆苗', '06329', 100],
      ['水煮大豆', '04028', 25],
      ['みつば 10g', '06274', 10],
      ['かに缶 1缶', '10337', 55],
      ['いぶりがっこ 3切れ', '06388', 15],
      ['クランペット 2個', '01036', 100],
      ['かるかん 2切れ', '15011', 80],
      ['クリチ', '13035', 18],
      ['aioli', '17042', 10],
      ['シャーベット 1カップ', '13049', 100],
      // 練乳 is MEXT's 加糖練乳 (13013), where it was the unsweetened 無糖練乳 (13012)
      ['練乳', '13013', 20],
    ],
    'reads %s as %s (%d g)',
  );

  it('reads 干し柿 as the dried fruit alone, not a 干し food beside fresh persimmons', () => {
    const read = estimate('干し柿 1個');
    expect(gramsOf(read, '07049')).toBe(0);
    expect(read.components).toHaveLength(1);
  });
});
