import { deriveSetRole, setCandidateOf, type CatalogRoleSource } from './set-roles';

const row = (productType: CatalogRoleSource['productType'], category: string, name: string) =>
  deriveSetRole({ productType, category, name });

describe('deriveSetRole (docs/sets.md → Roles)', () => {
  it('takes the role from productType, a set product being a combo', () => {
    expect(row('main', '弁当', '唐揚げ弁当').role).toBe('main');
    expect(row('set', '定食', 'しょうが焼定食').role).toBe('combo');
    expect(row('drink', 'お茶', '緑茶 M').role).toBe('drink');
    expect(row('dessert', 'スイーツ', 'プリン').role).toBe('dessert');
    expect(row('snack', 'ホットスナック', 'コロッケ').role).toBe('snack');
    expect(row('topping', 'トッピング', '温泉たまご').role).toBe('topping');
    expect(row('side', 'サラダ', 'ごぼうサラダ').role).toBe('side');
  });

  it('makes a side a soup by category or by a soup word in its name, never a soupless one', () => {
    expect(row('side', 'スープ・汁物', 'クラムチャウダー').role).toBe('soup');
    expect(row('side', 'サイドメニュー', 'あおさ味噌汁').role).toBe('soup');
    expect(row('side', 'ご飯・小鉢', 'キムチチゲ').role).toBe('soup');
    // A probe at セブン-イレブン: 旨辛スンドゥブ (a side) beside ちゃんぽんスープ, two bowls of broth in one lunch.
    for (const name of [
      '旨辛スンドゥブ',
      'お肉のうまみぶた汁九州味噌',
      '黒胡椒香るたんぱく質が摂れる参鶏湯',
      'ごろっと具材のポトフ',
      'キムチ鍋',
    ])
      expect({ name, role: row('side', '惣菜', name).role }).toEqual({ name, role: 'soup' });
    expect(row('side', '一品料理', '回鍋肉').role).toBe('side');
    expect(row('side', 'サイド', '汁なし担担麺風しらたき').role).toBe('side');
    // A main with スープ in its name stays a main: only sides become soups.
    expect(row('main', 'ラーメン', '野菜タンメンスープ').role).toBe('main');
  });

  it('makes a dish sold without its rice a main with no staple, whether the catalog files it as a main or a side', () => {
    // ほっともっと's カレー ルーのみ (category カレー) and the 弁当 chains' …（おかずのみ）: the meal is the dish with the
    // shop's ライス, which a rice dish never takes (docs/sets.md → Roles, Included parts).
    for (const [productType, category, name] of [
      ['main', 'カレー', 'カレー ルーのみ'],
      ['main', 'お弁当', '特のり弁当（おかずのみ）'],
      ['side', '洋食', 'デミグラスハンバーグ おかずのみ'],
      ['main', 'カレー', '夏のよくばり牛カレールー'],
      ['side', '唐揚げ・チキン', '4コ入り から揚 おかずのみ'],
    ] as const)
      expect({ name, ...row(productType, category, name) }).toEqual({
        name,
        role: 'main',
        kind: 'other',
        small: false,
        soldByPiece: false,
        plate: false,
      });
    // Words that only look alike keep their rows' roles and staples.
    expect(row('main', 'パン', 'たっぷりルウの欧風カレ―パン')).toMatchObject({ role: 'main', kind: 'bread' });
    expect(row('main', 'カレー', 'ポークカレー')).toMatchObject({ role: 'main', kind: 'rice' });
    expect(row('side', 'ご飯・小鉢', 'ライス単品(中)').role).toBe('side');
  });

  it('gives mains and combos their staple, by category first and then by name', () => {
    expect(row('main', 'おにぎり', '紀州南高梅').kind).toBe('rice');
    expect(row('main', 'ラーメン', '味噌ラーメン').kind).toBe('noodle');
    expect(row('main', 'サンドイッチ', 'ミックスサンド').kind).toBe('bread');
    expect(row('main', 'その他', 'カレーうどん').kind).toBe('noodle');
    expect(row('main', 'その他', 'カレーパン').kind).toBe('bread');
    expect(row('main', 'その他', '春巻').kind).toBe('other');
    expect(row('set', '定食・セット', 'ざるそば定食').kind).toBe('noodle');
    expect(row('set', '定食', 'しょうが焼定食').kind).toBe('rice');
    expect(row('drink', 'ドリンク', 'コーラ').kind).toBe('other');
  });

  it('marks small mains by category or name, never a whole meal', () => {
    expect(row('main', 'おにぎり', 'ツナマヨネーズ').small).toBe(true);
    expect(row('main', '握り', 'まぐろ').small).toBe(true);
    expect(row('main', '一品料理', '餃子（ジャストサイズ）').small).toBe(true);
    expect(row('main', 'ラーメン', '味噌ラーメン').small).toBe(false);
    expect(row('main', 'ラーメン', 'ミニ塩ラーメン').small).toBe(true);
    expect(row('main', '麺', 'ゆず香る ミニ塩ラーメン').small).toBe(true);
    expect(row('main', '牛丼', '牛丼 小盛').small).toBe(false);
    expect(row('main', 'うどん・そば', 'とろろうどん ミニ丼セット 得').small).toBe(false);
    expect(row('main', 'ピザ', 'ハーフ＆ハーフ ペパロニ S').small).toBe(false);
    // A made-to-order sandwich in its size is a meal: an outside probe got two サブウェイ レギュラー as every answer.
    expect(row('main', 'サンド', 'ベジーデライト レギュラー').small).toBe(false);
    expect(row('main', 'サンド', 'BLT フットロング').small).toBe(false);
    expect(row('main', 'サンドイッチ', 'ミックスサンド').small).toBe(true);
    expect(row('side', 'おにぎり', 'おにぎり').small).toBe(false);
    // An onigiri or いなり packed with another food is the meal, not a piece beside one (ローソン: 冷しそば＆いなり).
    expect(row('main', '寿司', '冷しそば＆いなり').small).toBe(false);
    expect(row('main', 'おにぎり', 'おむすび＆おかずツナごはん・チキンライス').small).toBe(false);
    expect(row('main', 'おにぎり', 'おむすび＆おかずツナごはん・チキンライス').soldByPiece).toBe(false);
    expect(row('main', 'おにぎり', '手巻おにぎり 鮭＆いくら').small).toBe(true);
  });

  it('marks what is sold by the piece, never a combo or a whole meal', () => {
    expect(row('main', 'おにぎり', '昆布').soldByPiece).toBe(true);
    expect(row('snack', 'ホットスナック', '焼き鳥 もも').soldByPiece).toBe(true);
    expect(row('main', 'パン', 'バターロール 1個').soldByPiece).toBe(true);
    expect(row('side', '高たんぱく', 'ゆでたまご 2個').soldByPiece).toBe(true);
    expect(row('main', '朝食', '朝食セット おにぎり&豚汁').soldByPiece).toBe(false);
    expect(row('set', '定食・セット', 'おむすび2個セット').soldByPiece).toBe(false);
    expect(row('main', '弁当', '唐揚げ弁当').soldByPiece).toBe(false);
  });

  it('marks a sushi chain’s plates (category 握り), not a convenience store’s sushi packs nor a roll sold as a side', () => {
    expect(row('main', '握り', 'まぐろ').plate).toBe(true);
    expect(row('main', '握り', 'ねぎとろ軍艦（一貫）').plate).toBe(true);
    expect(row('main', '寿司', '手巻寿司 ねぎとろ').plate).toBe(false);
    expect(row('main', 'おにぎり', '昆布').plate).toBe(false);
    expect(row('side', 'サイドメニュー', '鉄火巻').plate).toBe(false);
  });

  it('reads a catalog product into the optimizer’s item, values as they are and role, flags and edition key added', () => {
    const product = {
      id: 'p_1',
      shopId: 'familymart',
      productType: 'main' as const,
      category: 'おにぎり',
      name: '紀州南高梅',
      cal: 176,
      protein: 2.7,
      fat: 0.9,
      carbs: 39.5,
      popularity: 526,
      breakfastOnly: false,
      status: 'active' as const,
    };
    expect(setCandidateOf(product)).toEqual({
      id: 'p_1',
      shopId: 'familymart',
      name: '紀州南高梅',
      cal: 176,
      protein: 2.7,
      fat: 0.9,
      carbs: 39.5,
      popularity: 526,
      breakfastOnly: false,
      status: 'active',
      role: 'main',
      kind: 'rice',
      small: true,
      soldByPiece: true,
      plate: false,
      editionKey: '紀州南高梅',
    });
  });
});
