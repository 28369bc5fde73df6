import { classifyRealProduct, generatedProductType, isCondiment, isMorningMenu } from './product-kind.classify';

describe('isMorningMenu', () => {
  it.each([
    'カツサンド モーニングセット',
    '朝の鶏そぼろ丼 並盛',
    '朝定食 納豆',
    '朝そば',
    '”得朝ロースかつ定食',
    'Morning Set',
    '朝ごはんセット',
    '朝メニュー',
  ])('%s is a morning item', (name) => expect(isMorningMenu(name)).toBe(true));

  it('reads the category too (Matsunoya files its morning menu under "morning")', () => {
    expect(isMorningMenu('ロースかつ定食', 'morning')).toBe(true);
  });

  it.each(['牛丼 並盛', 'カツサンド', 'ホットコーヒー'])('%s is not', (name) => expect(isMorningMenu(name, '牛丼')).toBe(false));
});

describe('isCondiment and the product types of non-meals', () => {
  it.each([
    'タルタルソース',
    'ハニーマスタードソース',
    'ピリ辛青ねぎ',
    '紅しょうが',
    '７プレミアム紅しょうが',
    '単品マヨネーズ',
    '鬼おろしポン酢',
    '単品ふりかけ（さけ）',
  ])('%s is a condiment', (name) => expect(isCondiment(name)).toBe(true));

  it.each([
    '直巻 和風ツナマヨネーズ',
    '特盛明太マヨネーズ',
    'ボンゴレロッソあさりのトマトソース',
    '単品チーズうまトマロースかつ',
    'タルタル南蛮から揚げ丼 並盛',
  ])('%s is a dish', (name) => expect(isCondiment(name)).toBe(false));

  it('gives real sauces, pickles and drinks no main, and an unnamed row a main only with a meal’s energy', () => {
    expect(classifyRealProduct('ハニーマスタードソース', '', 'gyudon', 81).productType).toBe('topping');
    expect(classifyRealProduct('７プレミアムらっきょう', '', 'convenience', 88).productType).toBe('side');
    expect(classifyRealProduct('モカブレンド(S)', '', 'convenience', 6).productType).toBe('drink');
    expect(classifyRealProduct('レバニラ', '', 'convenience', 271).productType).toBe('side');
    expect(classifyRealProduct('から牛 並盛', '', 'gyudon', 1013).productType).toBe('main');
  });

  it('keeps a generated line’s type but for the seasonings and sides a main line sells', () => {
    expect(generatedProductType('main', 'マヨネーズ 大さじ1')).toBe('topping');
    expect(generatedProductType('main', 'カレールウ 1皿分')).toBe('topping');
    expect(generatedProductType('main', 'ハッシュポテト')).toBe('side');
    expect(generatedProductType('main', 'レトルトカレー 中辛')).toBe('main');
    expect(generatedProductType('side', 'タルタルソース')).toBe('side');
  });
});

describe('the types a set reads a meal by (docs/sets.md → Roles)', () => {
  it.each<[string, number, string]>([
    ['あごだし仕立ての茶碗蒸し', 104, 'side'],
    ['海老入り茶碗蒸し', 56, 'side'],
    ['７カフェアイスカフェラテＲ', 71, 'drink'],
    ['メガアイスコーヒー', 10, 'drink'],
    ['アイスコーヒー(S)', 4, 'drink'],
    ['アイスアールグレイティー', 4, 'drink'],
    ['ふわもちパンケーキ コーヒー 2個入', 391, 'dessert'],
    ['７プレミアム生チョコアイス', 182, 'dessert'],
    ['ふんわり×ごろっと肉まん', 212, 'snack'],
    ['もちふわ×とろ～りピザまん', 194, 'snack'],
    ['つぶあんまん', 197, 'dessert'],
    ['まんまる鶏 七味', 189, 'side'],
    ['いわしのマリネオリーブオイル仕立て', 118, 'side'],
    ['大きなロールパン屋台風焼そば&ゆでたまご', 546, 'main'],
    ['７プレミアム味付き半熟とろっとゆでたまご２個', 65, 'side'],
    ['野菜タンメンスープ', 122, 'side'],
    ['ガーリックフランスパン 4個入', 87, 'snack'],
    ['７プレミアムもっちり食パン６枚入', 161, 'snack'],
    ['キャラメルサンド チョコレート', 117, 'dessert'],
    ['たまごサンド', 330, 'main'],
  ])('%s (%d kcal) is a %s', (name, cal, type) => {
    expect(classifyRealProduct(name, '', 'convenience', cal).productType).toBe(type);
  });

  it('makes a dish eaten beside rice a main only with a meal’s energy or its own staple', () => {
    expect(classifyRealProduct('から揚げ 1個', '', 'gyudon', 197).productType).toBe('side');
    expect(classifyRealProduct('国産さばのおろしゆずポン酢', '', 'convenience', 104).productType).toBe('side');
    expect(classifyRealProduct('デミグラスハンバーグ', '', 'convenience', 173).productType).toBe('side');
    expect(classifyRealProduct('単品本格唐揚げ（1個）', '', 'tonkatsu', 94).productType).toBe('side');
    expect(classifyRealProduct('単品 国産雪国育ち丸太ヒレかつ', '', 'tonkatsu', 413).productType).toBe('main');
    expect(classifyRealProduct('プレミアム豚キムチ炒飯', '', 'convenience', 602).productType).toBe('main');
    expect(classifyRealProduct('ミニ天丼', '', 'tendon', 390).productType).toBe('main');
    expect(classifyRealProduct('Ｌチキバンズ', '', 'convenience', 176).productType).toBe('main');
    expect(classifyRealProduct('ミニ冷し中華', '', 'convenience', 239).productType).toBe('main');
    expect(classifyRealProduct('ローストチキンと野菜のバインミー', '', 'convenience', 285).productType).toBe('main');
    // A 飯店 is the restaurant that supervised the dish, no rice of its own.
    expect(classifyRealProduct('重慶飯店監修 四川風麻婆豆腐', '', 'convenience', 210).productType).toBe('side');
    expect(classifyRealProduct('重慶飯店監修 大海老のチリソース', '', 'convenience', 164).productType).toBe('side');
    expect(classifyRealProduct('東海限定特製天津飯', '', 'convenience', 380).productType).toBe('main');
    expect(classifyRealProduct('カルビー ポテトチップス しおバター味', '', 'convenience', 306).productType).toBe('snack');
  });

  // A flavour word of a drink (ソーダ, ミルク, ヨーグルト) also names candies, breads and cup yogurts.
  it.each<[string, number, string]>([
    ['キシリトールのラムネ ソーダ＆グレープ', 86, 'snack'],
    ['ラムネ菓子 コーラ味', 60, 'snack'],
    ['ミントタブレット', 12, 'snack'],
    ['コーヒーキャンディ', 40, 'snack'],
    ['ミルクティーキャンデー', 40, 'snack'],
    ['ソーダグミ', 110, 'snack'],
    ['いちごミルクのど飴', 50, 'snack'],
    ['マスカットガム', 10, 'snack'],
    ['濃厚ミルクフランス 北海道産練乳・生クリーム使用', 332, 'main'],
    ['NL 果実とナッツのヨーグルト', 142, 'dessert'],
    ['ラムネ', 90, 'drink'],
    ['ラムネ 200ml', 90, 'drink'],
    ['のむヨーグルト プレーン', 204, 'drink'],
    ['NL 1日不足分の鉄分が摂れる のむヨーグルト ゴールデンパイン', 123, 'drink'],
    ['パイナップルジュース', 120, 'drink'],
    ['ノースイ 完熟生パインバー', 70, 'dessert'],
    ['ヨーグルトドリンク いちご', 150, 'drink'],
    ['いちごミルク', 297, 'drink'],
    ['クリームソーダ', 200, 'drink'],
  ])('%s (%d kcal) is a %s, not a drink for a flavour', (name, cal, type) => {
    expect(classifyRealProduct(name, '', 'convenience', cal).productType).toBe(type);
  });

  it('makes the side dish a set meal lets one choose a side, whatever category the source files it under', () => {
    // 松屋 and 松のや list a morning set's choice of 小鉢 under their morning menu; a set had been built around 冷奴.
    expect(classifyRealProduct('冷奴＜選べる小鉢＞', 'モーニング', 'gyudon', 90).productType).toBe('side');
    expect(classifyRealProduct('朝定食 コロッケ＜選べる小鉢＞', 'morning', 'tonkatsu', 157).productType).toBe('side');
    expect(classifyRealProduct('ミニ牛皿＜選べる小鉢＞（ミニ）', 'モーニング', 'gyudon', 160).productType).toBe('side');
    expect(classifyRealProduct('朝定食 納豆', 'morning', 'tonkatsu', 480).productType).toBe('set');
  });

  it('makes a sweet bun a dessert, real or generated, and a savoury one a main (あんぱん, メロンパン; ハムデニッシュ, カレーパン)', () => {
    for (const name of ['つぶあんぱん', 'ふわサクっ！メロンパン', 'マロンクリームデニッシュ', 'プレミアムあんぱん'])
      expect([name, classifyRealProduct(name, '', 'convenience', 300).productType]).toEqual([name, 'dessert']);
    expect(classifyRealProduct('つぶあんぱん', '', 'convenience', 300).genres).toEqual(['bakery']);
    for (const name of ['こんがりチーズのハムデニッシュ', 'カレーパン', '塩バターパン', 'クロワッサン'])
      expect([name, classifyRealProduct(name, '', 'convenience', 300).productType]).toEqual([name, 'main']);
    expect(generatedProductType('main', 'もっちりあんぱん')).toBe('dessert');
    expect(generatedProductType('main', 'クリームパン（2個入）')).toBe('dessert');
    expect(generatedProductType('main', '焼きそばパン')).toBe('main');
  });

  it('makes a セット of one food below a meal’s energy that food (冷やっこセット（醤油付）: a side), and a meal’s セット a set', () => {
    expect(classifyRealProduct('冷やっこセット（醤油付）', '', 'convenience', 86)).toEqual({
      genres: ['japanese_side'],
      productType: 'side',
      category: 'ご飯・小鉢',
    });
    expect(classifyRealProduct('国産大豆使用冷奴セット', '', 'convenience', 120).productType).toBe('side');
    // A meal's own word stays a set: 納豆朝食 is rice, natto and miso soup.
    expect(classifyRealProduct('納豆朝食', '', 'teishoku', 350).productType).toBe('set');
    expect(classifyRealProduct('ハンバーグセット', '', 'convenience', 700).productType).toBe('set');
  });

  it('files a pot-au-feu as a soup, whatever it holds (its ソーセージ made it a snack, and a set offered it beside a soup)', () => {
    expect(classifyRealProduct('野菜とソーセージの具だくさんポトフ', '', 'convenience', 211)).toEqual({
      genres: ['soup'],
      productType: 'side',
      category: 'スープ・汁物',
    });
    expect(classifyRealProduct('8種具材のポトフ', '', 'convenience', 126).category).toBe('スープ・汁物');
  });

  it('files 松屋’s low-carb menu (ロカボ: hamburg and grilled meat on salad, sold as a セット) as a high-protein set, not gyudon', () => {
    expect(classifyRealProduct('ブラウンソースハンバーグ生野菜セット', 'ロカボ', 'gyudon', 610).genres).toEqual(['protein', 'teishoku']);
    expect(classifyRealProduct('牛焼肉生野菜セット', 'ロカボ', 'gyudon', 378).genres).toEqual(['protein', 'teishoku']);
  });

  it('reads a chain’s side menu by the name where it lists a dessert or a drink (松屋 ゼリー3個)', () => {
    expect(classifyRealProduct('ゼリー3個', 'サイドメニュー', 'gyudon', 59).productType).toBe('dessert');
    expect(classifyRealProduct('生野菜', 'サイドメニュー', 'gyudon', 20).productType).toBe('side');
  });

  it('gives a generated line’s sets, toppings and drinks their own type', () => {
    expect(generatedProductType('main', 'チーズバーガー セット')).toBe('set');
    expect(generatedProductType('main', 'アジフライミニ定食')).toBe('set');
    expect(generatedProductType('main', 'カツサンド モーニングセット')).toBe('set');
    expect(generatedProductType('side', 'ねぎ（トッピング） 大')).toBe('topping');
    expect(generatedProductType('side', 'プロテインドリンク レモン')).toBe('drink');
    expect(generatedProductType('main', '餃子（ジャストサイズ）', 'side')).toBe('side');
    expect(generatedProductType('main', '餃子 定食', 'side')).toBe('set');
    expect(generatedProductType('side', '餃子 6個 セット')).toBe('side');
    expect(generatedProductType('main', '炒飯（ジャストサイズ）')).toBe('main');
  });
});

describe('the category a name files a real row under', () => {
  const filed = (name: string, cal = 100) => {
    const { category, productType, genres } = classifyRealProduct(name, '', 'convenience', cal);
    return [category, productType, genres[0]];
  };

  it.each([
    'ミルクたっぷり ミルクティー',
    '果汁たっぷり ピーチティー',
    'タピオカミルクティー',
    'アイスアールグレイティー',
    'チャイティーラテ',
  ])('%s is a tea filed as アイスティー is (紅茶), not a coffee', (name) => expect(filed(name)).toEqual(['紅茶', 'drink', 'drink_tea']));

  it.each(['ミルクたっぷり ほうじ茶ラテ', '抹茶ラテ(M)', 'ほうじ茶 1000ml'])('%s is a tea (お茶), not a coffee', (name) =>
    expect(filed(name)).toEqual(['お茶', 'drink', 'drink_tea']),
  );

  // Jasmine tea is no black tea: it was filed under 紅茶 by its ティー, where ジャスミン茶 is お茶.
  it.each(['果汁たっぷり パインジャスミンティー', '果汁たっぷり オレンジミックスジャスミンティー', 'ルイボスティー', 'ハーブティー(M)'])(
    '%s is a tea that is no black tea (お茶)',
    (name) => expect(filed(name)).toEqual(['お茶', 'drink', 'drink_tea']),
  );

  // A latte of honey or sweet potato names no coffee: a milk drink (ドリンク), as いちごミルク and ミルクたっぷり ココア are.
  it.each(['ミルクたっぷり はちみつラテ', 'THE おさつ 紅はるかペースト使用バター香るお芋ラテ', 'いちごラテ(M)'])(
    '%s is a milk drink, not a coffee',
    (name) => expect(filed(name)).toEqual(['ドリンク', 'drink', 'drink_other']),
  );

  it.each([
    'カフェラテ(M)',
    'ミルクたっぷり カフェラテ',
    'メガアイスカフェラテ',
    'ミルクたっぷり キャラメルラテ',
    'アイスモカブレンド',
    'モカブレンド(S)',
  ])('%s is a coffee', (name) => expect(filed(name)).toEqual(['コーヒー', 'drink', 'drink_coffee']));

  it.each(['ウチカフェ リッチミルクバー', 'ウチカフェ 果肉ソースがけ みかんかき氷', '味の素冷凍食品 辻口博啓監修 狭山抹茶テリーヌ'])(
    '%s is a sweet (ウチカフェ is Lawson’s sweets brand), not a drink',
    (name) => expect(filed(name, 160)).toEqual(['スイーツ', 'dessert', 'sweets']),
  );

  // A sweet's word inside another word: スパイシー holds パイ, 肉団子 a 団子, もち麦 and もちもち a もち, a bread roll a ロール.
  it.each<[string, number, string, string]>([
    ['スパイシーチリトマトポテト＆ソーセージ', 276, 'スナック', 'snack'],
    ['1日分のカルシウムが摂れる コーンスナック スパイス＆ビネガー味', 370, 'スナック', 'snack'],
    ['ロールキャベツ', 112, '洋食', 'side'],
    ['７プレミアムおでん お餅の巾着', 96, 'ご飯・小鉢', 'side'],
    ['国産もち米使用 餅入巾着', 266, 'ご飯・小鉢', 'side'],
    ['ベーコンエッグロール', 258, 'パン', 'main'],
    ['７Ｐマーガリン入りバターロール４個入', 155, 'パン', 'snack'],
    ['ミニロール（たまご＆ハム）', 307, 'サンドイッチ', 'main'],
    ['しっとりコッペツナサラダロール', 301, 'サンドイッチ', 'main'],
    ['NL もちもちとした白いパン ハム＆チーズ 2個入', 74, 'パン', 'main'],
  ])('%s (%d kcal) is filed under %s as a %s', (name, cal, category, type) => {
    expect(filed(name, cal).slice(0, 2)).toEqual([category, type]);
  });

  it.each<[string, string, string]>([
    ['あごだし仕立ての茶わんむし', 'ご飯・小鉢', 'side'],
    ['サラダ巻５巻', '寿司', 'main'],
    ['ツナサラダ巻とカニカマコーン巻', '寿司', 'main'],
    ['とんかつ巻５巻', '寿司', 'main'],
    ['タルタルチキンバーガー', 'サンドイッチ', 'main'],
    ['シーチキン®明太マヨパン', 'パン', 'main'],
    ['味付海苔ツナマヨネーズ', 'おにぎり', 'main'],
    ['たっぷりトマトのハヤシライス 並盛', '洋食', 'main'],
  ])('%s is filed under %s as a %s', (name, category, type) => {
    expect(filed(name, 420).slice(0, 2)).toEqual([category, type]);
  });

  it('files a snack of a side dish’s flavour as a snack (海苔と塩の和ラスク, こんにゃくチップス のりしお味) and a ランチパック as a sandwich', () => {
    expect(filed('海苔と塩の和ラスク', 544)).toEqual(['スナック', 'snack', 'snack']);
    expect(filed('こんにゃくチップス のりしお味', 58)).toEqual(['スナック', 'snack', 'snack']);
    expect(filed('ランチパック深煎りピーナッツ', 182)).toEqual(['サンドイッチ', 'main', 'sandwich_bread']);
    expect(filed('７プレミアム味付のり', 10)).toEqual(['ご飯・小鉢', 'side', 'japanese_side']);
  });

  it('files a grilled or simmered fish under 魚料理 whatever fish it is (さんま, あじ, ししゃも, 銀だら, うなぎ, いわし), not as a snack', () => {
    for (const name of [
      '国産さんまの塩焼',
      '７プレミアムあじの塩焼',
      '子持ちししゃも',
      '７プレミアムゴールド金の銀だらの西京焼',
      '単品うなぎ',
      'いわしのマリネオリーブオイル仕立て',
    ])
      expect([name, ...filed(name, 200)]).toEqual([name, '魚料理', 'side', 'fish']);
    expect(filed('あじわい豊かな北海道チーズ', 200)[0]).not.toBe('魚料理');
  });

  it('keeps the sweets those words name (ロールケーキ, わらび餅, みたらし団子, アップルパイ, もち食感ロール) and a sweet of a tea’s flavour', () => {
    for (const name of [
      'うずまきロールケーキ',
      'とろけるわらび餅',
      'みたらし団子',
      'ひとくち包みみたらし',
      'アップルパイ',
      'もち食感ロール(北海道産生クリーム入り)',
      'ずっしり草もち',
      'もちもちリングシュガー',
      'たっぷりホイップのダブルシュー近江ほうじ茶',
    ])
      expect([name, ...filed(name, 200)]).toEqual([name, 'スイーツ', 'dessert', 'sweets']);
  });
});
