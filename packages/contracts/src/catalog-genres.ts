/**
 * The genre ids of GET /search?genre= (API-SPEC.md leaves the values open; they are fixed here and
 * listed in GET /help). Every bundled product and dish carries 1-3 of them.
 */
export const CATALOG_GENRES = [
  { id: 'gyudon', nameJa: '牛丼', nameEn: 'Gyudon', description: '牛丼・牛めし・牛皿など牛肉の丼とその単品' },
  { id: 'donburi', nameJa: '丼もの', nameEn: 'Rice bowls', description: '親子丼・カツ丼・海鮮丼など牛丼以外の丼' },
  { id: 'teishoku', nameJa: '定食', nameEn: 'Set meals', description: 'ご飯・汁物・主菜の定食とセットメニュー' },
  { id: 'fried_food', nameJa: '揚げ物・とんかつ', nameEn: 'Cutlets and fries', description: 'とんかつ・フライ・コロッケ・メンチカツ' },
  { id: 'tempura', nameJa: '天ぷら・天丼', nameEn: 'Tempura', description: '天ぷら・かき揚げ・天丼・天重' },
  { id: 'fried_chicken', nameJa: '唐揚げ・チキン', nameEn: 'Fried chicken', description: '唐揚げ・フライドチキン・ホットスナックのチキン' },
  { id: 'burger', nameJa: 'ハンバーガー', nameEn: 'Burgers', description: 'ハンバーガー・ライスバーガーとそのセット' },
  { id: 'ramen', nameJa: 'ラーメン', nameEn: 'Ramen', description: 'ラーメン・つけ麺・カップ麺（中華めん）' },
  { id: 'udon_soba', nameJa: 'うどん・そば', nameEn: 'Udon and soba', description: 'うどん・そば・そうめん・焼うどん' },
  { id: 'curry', nameJa: 'カレー', nameEn: 'Curry', description: 'カレーライス・カレーうどん・カレーパン・レトルトカレー' },
  { id: 'sushi', nameJa: '寿司', nameEn: 'Sushi', description: '握り・巻き寿司・いなり・ちらし' },
  { id: 'bento', nameJa: '弁当', nameEn: 'Bento', description: '弁当・幕の内・のり弁・チルド弁当' },
  { id: 'onigiri', nameJa: 'おにぎり', nameEn: 'Onigiri', description: 'おにぎり・おむすび・手巻' },
  {
    id: 'sandwich_bread',
    nameJa: 'サンドイッチ・惣菜パン',
    nameEn: 'Sandwiches',
    description: 'サンドイッチ・ホットドッグ・惣菜パン・トースト',
  },
  { id: 'bakery', nameJa: 'パン・ベーカリー', nameEn: 'Bakery', description: '菓子パン・食パン・ペストリー・ドーナツ' },
  { id: 'salad', nameJa: 'サラダ', nameEn: 'Salads', description: 'サラダ・カット野菜・サラダパスタ' },
  { id: 'soup', nameJa: '汁物・スープ', nameEn: 'Soups', description: '味噌汁・豚汁・スープ・ポタージュ' },
  { id: 'pasta_pizza', nameJa: 'パスタ・ピザ', nameEn: 'Pasta and pizza', description: 'パスタ・ピザ・ドリア・グラタン・ラザニア' },
  { id: 'chinese', nameJa: '中華', nameEn: 'Chinese', description: '餃子・炒飯・麻婆豆腐・酢豚・ちゃんぽん' },
  { id: 'western', nameJa: '洋食', nameEn: 'Western dishes', description: 'ハンバーグ・オムライス・シチュー・ステーキ' },
  { id: 'meat_grill', nameJa: '焼肉・焼き鳥', nameEn: 'Grilled meat', description: '焼肉・焼き鳥・生姜焼き・グリルチキン' },
  { id: 'fish', nameJa: '魚料理', nameEn: 'Fish dishes', description: '焼き魚・煮魚・刺身・魚のフライ' },
  {
    id: 'japanese_side',
    nameJa: '和惣菜・小鉢',
    nameEn: 'Japanese side dishes',
    description: '煮物・おひたし・納豆・冷奴・漬物・ご飯単品',
  },
  { id: 'protein', nameJa: '高たんぱく', nameEn: 'High protein', description: 'サラダチキン・プロテイン飲料・ゆで卵など' },
  { id: 'sweets', nameJa: 'スイーツ・和菓子', nameEn: 'Sweets', description: 'ケーキ・プリン・アイス・和菓子・チョコレート' },
  { id: 'snack', nameJa: 'スナック・おつまみ', nameEn: 'Snacks', description: 'スナック菓子・ポテト・ナッツ・おつまみ' },
  { id: 'dairy', nameJa: '乳製品', nameEn: 'Dairy', description: '牛乳・ヨーグルト・チーズ・乳飲料' },
  {
    id: 'drink_coffee',
    nameJa: 'コーヒー・カフェドリンク',
    nameEn: 'Coffee drinks',
    description: 'コーヒー・ラテ・フラペチーノ風ドリンク',
  },
  { id: 'drink_tea', nameJa: 'お茶', nameEn: 'Tea', description: '緑茶・麦茶・紅茶・ウーロン茶' },
  { id: 'drink_other', nameJa: 'ソフトドリンク', nameEn: 'Soft drinks', description: 'ジュース・炭酸・スポーツドリンク・スープ以外の飲料' },
  { id: 'alcohol', nameJa: 'アルコール', nameEn: 'Alcohol', description: 'ビール・ワイン・サワー・ハイボール' },
  {
    id: 'instant_frozen',
    nameJa: 'インスタント・冷凍食品',
    nameEn: 'Instant and frozen food',
    description: 'カップ麺・レトルト・冷凍食品・調味料',
  },
] as const;

export type CatalogGenreId = (typeof CATALOG_GENRES)[number]['id'];
