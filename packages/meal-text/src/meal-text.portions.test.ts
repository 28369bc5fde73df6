import { createMealTextEngine } from './meal-text.engine';
import type { MealTextEngine } from './meal-text.types';

// Every line of PORTIONS.md (the contract's table of standard portions), read back through the engine:
// the foods (MEXT numbers) and grams it must produce for a description that names the item without its
// weight. Checkers build their references from PORTIONS.md, so each rule it fixes is a case here.
// `partial` cases check only the foods PORTIONS.md fixes (the rest of the dish is a documented
// convention of docs/analyze-text.md).

type Foods = Array<[foodNumber: string, grams: number]>;
interface Case {
  text: string;
  foods: Foods;
  partial?: boolean;
}

const RICE = '01088';
const SUSHI_RICE = (grams: number): Foods => [
  [RICE, grams * 0.9],
  ['17102', grams * 0.1],
];
const CURRY_BASE: Foods = [
  ['06153', 50],
  ['02017', 40],
  ['06214', 20],
  ['14006', 3],
  ['17051', 20],
];
const MISO_SOUP: Foods = [
  ['17021', 150],
  ['17045', 12],
  ['04033', 20],
  ['09044', 1],
  ['06226', 3],
];
const SHOYU_RAMEN = (noodles: number): Foods => [
  ['01047', noodles],
  ['17142', 40],
  ['11195', 20],
  ['06152', 15],
  ['06226', 5],
  ['09004', 1],
  ['10384', 5],
];
const KAKE_UDON = (noodles: number): Foods => [
  ['01039', noodles],
  ['17030', 35],
  ['06226', 5],
  ['10379', 10],
];
const SALAD = (dressing: string): Foods => [
  ['06312', 40],
  ['06065', 20],
  ['06182', 30],
  [dressing, 15],
];
const NIGIRI = (count: number, topping: Foods): Foods => [
  ...SUSHI_RICE(20 * count),
  ...topping.map(([food, grams]): [string, number] => [food, grams * count]),
  ['17007', count],
];

const PORTIONS: Record<string, Case[]> = {
  'ご飯 茶碗1杯 / 定食 / "a bowl of rice" 150 g; 小盛り・少なめ・軽め 100 g; 大盛り 250 g; 半分 75 g': [
    { text: 'ご飯', foods: [[RICE, 150]] },
    { text: 'ご飯 茶碗1杯', foods: [[RICE, 150]] },
    { text: 'a bowl of rice', foods: [[RICE, 150]] },
    { text: 'ご飯小盛り', foods: [[RICE, 100]] },
    { text: 'ご飯少なめ', foods: [[RICE, 100]] },
    { text: 'ご飯軽め', foods: [[RICE, 100]] },
    { text: 'ご飯大盛り', foods: [[RICE, 250]] },
    { text: 'ご飯半分', foods: [[RICE, 75]] },
  ],
  '丼もの, カレー皿: ご飯 250 g; 大盛り 350 g (具・ルウは同じ); カレー 小盛り 150 g': [
    {
      text: '親子丼',
      foods: [
        [RICE, 250],
        ['18030', 230],
      ],
    },
    {
      text: '親子丼 大盛り',
      foods: [
        [RICE, 350],
        ['18030', 230],
      ],
    },
    { text: 'カレーライス 大盛り', foods: [[RICE, 350], ['11115', 60], ...CURRY_BASE] },
    { text: 'カレー小盛り', foods: [[RICE, 150], ['11115', 60], ...CURRY_BASE] },
  ],
  'オムライスのチキンライス: ご飯 200 g': [{ text: 'オムライス', foods: [[RICE, 200]], partial: true }],
  'おにぎり 1個 = 塩むすび 100 g + のり 1 g + 具; 具の指定なし = 鮭; 小さめ = ×0.75': [
    {
      text: 'おにぎり',
      foods: [
        ['01111', 100],
        ['09004', 1],
        ['10139', 10],
      ],
    },
    {
      text: '鮭おにぎり',
      foods: [
        ['01111', 100],
        ['09004', 1],
        ['10139', 10],
      ],
    },
    {
      text: '梅おにぎり',
      foods: [
        ['01111', 100],
        ['09004', 1],
        ['07022', 5],
      ],
    },
    {
      text: 'ツナマヨおにぎり',
      foods: [
        ['01111', 100],
        ['09004', 1],
        ['10263', 10],
        ['17042', 5],
      ],
    },
    {
      text: '昆布おにぎり',
      foods: [
        ['01111', 100],
        ['09004', 1],
        ['09023', 8],
      ],
    },
    {
      text: '明太子おにぎり',
      foods: [
        ['01111', 100],
        ['09004', 1],
        ['10204', 10],
      ],
    },
    {
      text: '小さめのおにぎり',
      foods: [
        ['01111', 75],
        ['09004', 0.75],
        ['10139', 7.5],
      ],
    },
  ],
  'すし飯 = ご飯 : すし酢 9 : 1; にぎり 1貫 = すし飯 20 g + ネタ 15 g (甘えび 12 g, 玉子 20 g, いくら軍艦 12 g + のり 1 g) + しょうゆ 1 g; 丼 250 g':
    [
      { text: 'マグロの握り 1貫', foods: NIGIRI(1, [['10253', 15]]) },
      { text: 'にぎり寿司 10貫', foods: NIGIRI(10, [['10253', 15]]) },
      { text: '甘えびの握り 2貫', foods: NIGIRI(2, [['10319', 12]]) },
      { text: '玉子の握り', foods: NIGIRI(1, [['12018', 20]]) },
      {
        text: 'いくら軍艦 1貫',
        foods: NIGIRI(1, [
          ['10140', 12],
          ['09004', 1],
        ]),
      },
      { text: '鉄火丼', foods: [...SUSHI_RICE(250), ['10253', 80]] },
    ],
  '食パン 1枚: 4枚切り 90 g, 5枚切り 72 g, 6枚切り 60 g, 8枚切り 45 g; "a slice", "パン" (朝食) = 6枚切り': [
    { text: '食パン4枚切り1枚', foods: [['01026', 90]] },
    { text: '5枚切りの食パン', foods: [['01026', 72]] },
    { text: '食パン 6枚切り', foods: [['01026', 60]] },
    { text: '8枚切りの食パン2枚', foods: [['01026', 90]] },
    { text: 'a slice of bread', foods: [['01026', 60]] },
    { text: '朝ごはんにパン', foods: [['01026', 60]] },
  ],
  'バター・マーガリン / ジャム per slice: 8 g / 15 g; たっぷり = ×1.5': [
    {
      text: 'トーストにバター',
      foods: [
        ['01026', 60],
        ['14017', 8],
      ],
    },
    {
      text: 'トースト2枚にジャム',
      foods: [
        ['01026', 120],
        ['07014', 30],
      ],
    },
    {
      text: '食パンにマーガリン',
      foods: [
        ['01026', 60],
        ['14020', 8],
      ],
    },
    {
      text: 'トーストにバターたっぷり',
      foods: [
        ['01026', 60],
        ['14017', 12],
      ],
    },
  ],
  'ロールパン 30 g, クロワッサン 40 g, フランスパン 1切れ 30 g, ナン 100 g; 洋食の付け合わせの「パン」= ロールパン 2個 60 g': [
    { text: 'ロールパン', foods: [['01034', 30]] },
    { text: 'クロワッサン', foods: [['01209', 40]] },
    { text: 'フランスパン1切れ', foods: [['01031', 30]] },
    { text: 'ナン', foods: [['01037', 100]] },
    {
      text: 'ハンバーグとパン',
      foods: [
        ['18050', 120],
        ['17105', 30],
        ['01034', 60],
      ],
    },
    {
      text: 'ビーフシチューとパン',
      foods: [
        ['18011', 250],
        ['01034', 60],
      ],
    },
  ],
  'うどん 1玉 / そば 1人前 = ゆで 200 g; 大盛り = 麺 ×1.5; 2玉 = 麺 ×2 (つゆ・具は 1杯分)': [
    { text: 'うどん 大盛り', foods: KAKE_UDON(300) },
    { text: 'うどん2玉', foods: KAKE_UDON(400) },
    {
      text: 'ざるそば',
      foods: [
        ['01128', 200],
        ['17029', 50],
      ],
    },
    {
      text: 'ざるそば 大盛り',
      foods: [
        ['01128', 300],
        ['17029', 50],
      ],
    },
  ],
  '中華めん (ラーメン, 冷やし中華) 生 120 g; 大盛り / extra noodles = ×1.5': [
    { text: 'ラーメン', foods: SHOYU_RAMEN(120) },
    { text: 'ラーメン 大盛り', foods: SHOYU_RAMEN(180) },
    { text: 'ramen, extra noodles', foods: SHOYU_RAMEN(180) },
    { text: '冷やし中華', foods: [['01047', 120]], partial: true },
  ],
  '焼きそば 1玉 = 蒸し中華めん 150 g; パスタ 1人前 乾 100 g; そうめん 1人前 = 乾 100 g (2束)': [
    { text: '焼きそば', foods: [['01049', 150]], partial: true },
    { text: 'パスタ', foods: [['01063', 100]], partial: true },
    { text: 'そうめん', foods: [['01043', 100]], partial: true },
    { text: 'そうめん 2束', foods: [['01043', 100]], partial: true },
  ],
  'インスタント: 袋麺 90 g / カップ麺 78 g / カップ焼きそば 120 g': [
    { text: '袋麺', foods: [['01057', 90]] },
    { text: 'カップ麺', foods: [['01191', 78]] },
    { text: 'カップ焼きそば', foods: [['01060', 120]] },
  ],
  'Soups counted in full: ラーメン 濃縮スープ 40 g しょうゆ / 50 g みそ; かけ: めんつゆ三倍濃縮 35 g; ざるそば: つゆ ストレート 50 g': [
    { text: 'みそラーメン', foods: [['17143', 50]], partial: true },
    {
      text: 'かけそば',
      foods: [
        ['01128', 200],
        ['17030', 35],
      ],
      partial: true,
    },
  ],
  'MEXT dishes (group 18) at their portions': [
    {
      text: '牛丼',
      foods: [
        [RICE, 250],
        ['18031', 160],
      ],
    },
    { text: '肉じゃが', foods: [['18036', 200]] },
    { text: '麻婆豆腐', foods: [['18049', 200]] },
    { text: '八宝菜', foods: [['18048', 200]] },
    { text: '酢豚', foods: [['18047', 200]] },
    { text: 'チャーハン', foods: [['18057', 250]] },
    { text: 'えびピラフ', foods: [['18014', 250]] },
    { text: 'グラタン', foods: [['18003', 250]] },
    { text: 'シチュー', foods: [['18045', 250]] },
    { text: '豚汁', foods: [['18028', 200]] },
    { text: 'コーンスープ', foods: [['18005', 150]] },
    { text: 'かぼちゃスープ', foods: [['18042', 150]] },
    { text: 'きんぴらごぼう', foods: [['18033', 50]] },
    { text: 'ひじきの煮物', foods: [['18037', 50]] },
    { text: '切り干し大根', foods: [['18032', 50]] },
    { text: 'ごま和え', foods: [['18025', 50]] },
    { text: '白和え', foods: [['18024', 60]] },
    { text: '筑前煮', foods: [['18035', 100]] },
    { text: 'ナムル', foods: [['18039', 50]] },
    { text: '南蛮漬け', foods: [['18038', 120]] },
    {
      text: 'ハンバーグ',
      foods: [
        ['18050', 120],
        ['17105', 30],
      ],
    },
    {
      text: 'コロッケ',
      foods: [
        ['18018', 70],
        ['17002', 10],
      ],
    },
    { text: 'カニクリームコロッケ', foods: [['18043', 60]] },
    {
      text: 'メンチカツ',
      foods: [
        ['18022', 90],
        ['17002', 10],
      ],
    },
    { text: 'えびフライ 1本', foods: [['18020', 30]] },
    // PORTIONS.md lists かきフライ among the dishes whose group-18 values are used (18055), as えびフライ's 18020.
    { text: 'かきフライ 1個', foods: [['18055', 25]] },
    {
      text: '餃子',
      foods: [
        ['18002', 150],
        ['17007', 5],
        ['17015', 5],
      ],
    },
    {
      text: '餃子 12個',
      foods: [
        ['18002', 300],
        ['17007', 10],
        ['17015', 10],
      ],
    },
    { text: 'しゅうまい', foods: [['18012', 80]] },
    { text: 'しゅうまい 1個', foods: [['18012', 20]] },
    { text: '春巻き', foods: [['18056', 100]] },
    { text: '春巻き 1本', foods: [['18056', 50]] },
    {
      text: 'お好み焼き',
      foods: [
        ['18053', 250],
        ['17085', 20],
        ['17042', 8],
      ],
    },
    { text: 'レトルトカレー 1袋', foods: [['18001', 200]] },
  ],
  'カレーライス (ビーフ, チキン, カツ): ご飯 250 g, 豚かた (牛ばら, 鶏もも) 60 g, 玉ねぎ 50 g, じゃがいも 40 g, にんじん 20 g, 油 3 g, ルウ 20 g (+ とんかつ 100 g)':
    [
      { text: 'カレーライス', foods: [[RICE, 250], ['11115', 60], ...CURRY_BASE] },
      { text: 'ビーフカレー', foods: [[RICE, 250], ['11046', 60], ...CURRY_BASE] },
      { text: 'チキンカレー', foods: [[RICE, 250], ['11221', 60], ...CURRY_BASE] },
      { text: 'カツカレー', foods: [[RICE, 250], ['11115', 60], ...CURRY_BASE, ['11276', 100]] },
    ],
  '豚の生姜焼き: 豚ロース 100 g, 玉ねぎ 30 g, 油 4 g, しょうゆ 9 g, みりん 9 g, 酒 7.5 g, おろし生姜 5 g': [
    {
      text: '豚の生姜焼き',
      foods: [
        ['11123', 100],
        ['06153', 30],
        ['14006', 4],
        ['17007', 9],
        ['16025', 9],
        ['16001', 7.5],
        ['06365', 5],
      ],
    },
  ],
  'とんかつ / ヒレかつ: 揚げた重量 100 g + とんかつソース 15 g; 唐揚げ 1個 30 g, 1人前・1皿・定食 5個': [
    {
      text: 'とんかつ',
      foods: [
        ['11276', 100],
        ['17003', 15],
      ],
    },
    {
      text: 'ヒレかつ',
      foods: [
        ['11279', 100],
        ['17003', 15],
      ],
    },
    { text: '唐揚げ', foods: [['11289', 150]] },
    { text: '唐揚げ 1個', foods: [['11289', 30]] },
    { text: '唐揚げ 1皿', foods: [['11289', 150]] },
  ],
  '味噌汁 1杯: だし 150 g, 淡色辛みそ 12 g, 豆腐 20 g, カットわかめ 1 g, ねぎ 3 g (なめこ, しじみ 可食部 15 g に替えて)': [
    { text: '味噌汁', foods: MISO_SOUP },
    {
      text: 'なめこの味噌汁',
      foods: [
        ['17021', 150],
        ['17045', 12],
        ['08020', 15],
        ['06226', 3],
      ],
    },
    {
      text: 'しじみの味噌汁',
      foods: [
        ['17021', 150],
        ['17045', 12],
        ['10297', 15],
        ['06226', 3],
      ],
    },
  ],
  '焼き鮭 / さば塩焼き 1切れ 80 g (生); 焼き魚 = 塩鮭; さんま 1尾 = 焼き 80 g; あじの開き 60 g; ほっけ 150 g': [
    { text: '焼き鮭', foods: [['10139', 80]] },
    { text: 'さばの塩焼き', foods: [['10161', 80]] },
    { text: '焼き魚', foods: [['10139', 80]] },
    { text: 'さんま 1尾', foods: [['10174', 80]] },
    { text: 'あじの開き', foods: [['10007', 60]] },
    { text: 'ほっけ', foods: [['10412', 150]] },
  ],
  'しょうゆラーメン; かけうどん / かけそば (+ かまぼこ 10 g); きつね +味付け油揚げ 30 g; 天ぷら +えび天 2本 50 g; 月見 +卵': [
    { text: 'しょうゆラーメン', foods: SHOYU_RAMEN(120) },
    { text: 'かけうどん', foods: KAKE_UDON(200) },
    { text: 'きつねうどん', foods: [...KAKE_UDON(200), ['04095', 30]] },
    { text: '天ぷらうどん', foods: [...KAKE_UDON(200), ['10416', 50]] },
    { text: '月見うどん', foods: [...KAKE_UDON(200), ['12004', 50]] },
  ],
  '焼きそば; 野菜炒め (home recipes)': [
    {
      text: '焼きそば',
      foods: [
        ['01049', 150],
        ['11129', 30],
        ['06061', 80],
        ['06291', 30],
        ['06214', 10],
        ['14006', 6],
        ['17001', 25],
      ],
    },
    {
      text: '野菜炒め',
      foods: [
        ['06061', 80],
        ['06291', 50],
        ['06214', 20],
        ['06245', 15],
        ['11129', 30],
        ['14006', 6],
        ['17012', 0.8],
        ['17007', 3],
      ],
    },
  ],
  'カツ丼 / 天丼 / うな重 / 鉄火丼 / 海鮮丼: ご飯 (すし飯) 250 g + …': [
    {
      text: 'カツ丼',
      foods: [
        [RICE, 250],
        ['11276', 100],
        ['12004', 50],
      ],
      partial: true,
    },
    {
      text: '天丼',
      foods: [
        [RICE, 250],
        ['10416', 50],
        ['06343', 30],
        ['02047', 30],
      ],
      partial: true,
    },
    {
      text: 'うな重',
      foods: [
        [RICE, 250],
        ['10070', 80],
      ],
    },
    {
      text: '海鮮丼',
      foods: [...SUSHI_RICE(250), ['10253', 21], ['10144', 21], ['10243', 21], ['10345', 21], ['10319', 21]],
    },
  ],
  'パスタ: 乾 100 g + ミートソース 150 g / カルボナーラ / ペペロンチーノ (オリーブ油 15 g) / トマトソース 100 g (指定なし = トマト)': [
    {
      text: 'ミートソーススパゲッティ',
      foods: [
        ['01063', 100],
        ['17033', 150],
      ],
    },
    {
      text: 'カルボナーラ',
      foods: [
        ['01063', 100],
        ['11183', 30],
        ['12004', 50],
        ['13014', 30],
        ['13038', 10],
      ],
    },
    {
      text: 'ペペロンチーノ',
      foods: [
        ['01063', 100],
        ['14001', 15],
      ],
    },
    {
      text: 'パスタ',
      foods: [
        ['01063', 100],
        ['17037', 100],
      ],
    },
  ],
  'サラダ: レタス 40 g, きゅうり 20 g, トマト 30 g, ドレッシング 15 g (和風; ごま と書けば ごま)': [
    { text: 'サラダ', foods: SALAD('17116') },
    { text: 'ごまドレッシングのサラダ', foods: SALAD('17117') },
    { text: 'サラダ ごまドレッシング', foods: SALAD('17117') },
  ],
  '定食: 主菜 + ご飯 150 g + 味噌汁 1杯 (+ 揚げ物・生姜焼きには キャベツ千切り 50 g)': [
    { text: 'とんかつ定食', foods: [['11276', 100], ['17003', 15], ['06061', 50], [RICE, 150], ...MISO_SOUP] },
    { text: '焼き魚定食', foods: [['10139', 80], [RICE, 150], ...MISO_SOUP] },
    { text: '唐揚げ定食', foods: [['11289', 150], ['06061', 50], [RICE, 150], ...MISO_SOUP] },
  ],
  '刺身盛り合わせ: 3種 × 3切れ (1切れ 15 g) + しょうゆ 5 g + わさび': [
    {
      text: '刺身盛り合わせ',
      foods: [
        ['10253', 45],
        ['10144', 45],
        ['10243', 45],
        ['17007', 5],
        ['17081', 1],
      ],
    },
  ],
  '焼き鳥 1本: 鶏もも 生 30 g + たれ 5 g; ねぎま 25 g + ねぎ 10 g + 塩; つくね 40 g + たれ': [
    {
      text: '焼き鳥 1本',
      foods: [
        ['11221', 30],
        ['17112', 5],
      ],
    },
    {
      text: '焼き鳥 3本',
      foods: [
        ['11221', 90],
        ['17112', 15],
      ],
    },
    {
      text: '焼き鳥 もも 2本',
      foods: [
        ['11221', 60],
        ['17112', 10],
      ],
    },
    {
      text: 'ねぎま 1本',
      foods: [
        ['11221', 25],
        ['06226', 10],
      ],
      partial: true,
    },
    {
      text: 'つくね 2本',
      foods: [
        ['11230', 80],
        ['17112', 10],
      ],
    },
  ],
  'Cooking fat and salt: ソテー 2 %, 炒め 3 %, グリル・ゆで・蒸し no oil, 揚げ物 MEXT / かき揚げ 14 g, 揚げ出し豆腐 10 g; 塩焼き salt 1 %':
    [
      {
        text: '鶏もも肉 200g ソテー',
        foods: [
          ['11221', 200],
          ['14006', 4],
        ],
      },
      {
        text: '豚こま 100g 炒め',
        foods: [
          ['11115', 100],
          ['14006', 3],
        ],
      },
      { text: 'ゆでた鶏むね肉 100g', foods: [['11220', 100]] },
      { text: '網焼きの豚ロース 100g', foods: [['11123', 100]] },
      { text: 'かき揚げ', foods: [['14006', 14]], partial: true },
      { text: '揚げ出し豆腐', foods: [['14006', 10]], partial: true },
      {
        text: '鶏もも肉の塩焼き 200g',
        foods: [
          ['11221', 200],
          ['17012', 2],
        ],
      },
    ],
  'Pieces (edible grams)': [
    { text: '卵 1個', foods: [['12004', 50]] },
    { text: '目玉焼き', foods: [['12021', 45]] },
    { text: 'ゆで卵', foods: [['12005', 50]] },
    { text: 'バナナ 1本', foods: [['07107', 100]] },
    { text: 'りんご 1個', foods: [['07148', 250]] },
    { text: 'みかん 2個', foods: [['07027', 160]] },
    { text: 'キウイ', foods: [['07054', 85]] },
    { text: 'いちご 5粒', foods: [['07012', 75]] },
    { text: '柿', foods: [['07049', 180]] },
    { text: 'ささみ 2本', foods: [['11227', 80]] },
    { text: 'スライスチーズ 1枚', foods: [['13040', 18]] },
    { text: 'ハム 2枚', foods: [['11176', 20]] },
    { text: 'ベーコン 3枚', foods: [['11183', 51]] },
    { text: '卵焼き 1切れ', foods: [['12018', 30]] },
    { text: '卵焼き', foods: [['12018', 60]] },
    { text: 'アーモンド 10粒', foods: [['05040', 12]] },
    { text: '板チョコ', foods: [['15116', 50]] },
    { text: 'チョコ 2かけ', foods: [['15116', 10]] },
    { text: 'せんべい 2枚', foods: [['15060', 30]] },
    { text: 'ポテトチップス 1袋', foods: [['15103', 60]] },
    { text: 'メロンパン', foods: [['15132', 100]] },
    { text: 'カレーパン', foods: [['15127', 100]] },
    { text: '肉まん', foods: [['15035', 100]] },
    { text: 'あんパン', foods: [['15069', 90]] },
    { text: '大福', foods: [['15023', 70]] },
    { text: 'どら焼き', foods: [['15156', 80]] },
    { text: 'ショートケーキ', foods: [['15170', 110]] },
    { text: 'チーズケーキ', foods: [['15134', 100]] },
    { text: 'プリン', foods: [['15086', 100]] },
    { text: 'ドーナツ', foods: [['15077', 60]] },
    { text: 'ホットケーキ 2枚', foods: [['15083', 160]] },
    { text: 'フライドポテト M', foods: [['02020', 135]] },
    {
      text: 'ハンバーガー',
      foods: [
        ['01034', 50],
        ['18050', 45],
      ],
    },
  ],
  'マルゲリータ 25 cm 1枚 (6切れ)': [
    { text: 'マルゲリータ 1枚', foods: [['01076', 150]], partial: true },
    { text: 'ピザ 2切れ', foods: [['01076', 50]], partial: true },
  ],
  'Drinks: コップ・"a glass" 200 ml; コーヒー・紅茶・お茶 1杯 150 ml; ペットボトル 500 ml; 缶 350 ml; ビール 1杯 350 ml; 清涼飲料 1本 350 ml; 日本酒 1合 180 ml; ワイン 1杯 120 ml':
    [
      { text: '牛乳 コップ1杯', foods: [['13003', 206]] },
      { text: 'a glass of orange juice', foods: [['07043', 208]] },
      { text: 'コーヒー', foods: [['16045', 150]] },
      { text: '紅茶 1杯', foods: [['16044', 150]] },
      { text: 'お茶', foods: [['16037', 150]] },
      { text: 'お茶 ペットボトル', foods: [['16037', 500]] },
      { text: 'コーラ 1缶', foods: [['16053', 364]] },
      { text: 'ビール', foods: [['16006', 353.5]] },
      { text: 'ビール 2杯', foods: [['16006', 707]] },
      { text: 'スポーツドリンク 1本', foods: [['16057', 364]] },
      { text: 'コーラ 1本', foods: [['16053', 364]] },
      { text: 'オレンジジュース 1本', foods: [['07043', 364]] },
      { text: '日本酒 1合', foods: [['16001', 180]] },
      { text: 'ワイン 1杯', foods: [['16011', 120]] },
    ],
  'ハイボール = ウイスキー 30 ml; カフェラテ = コーヒー 30 g + 牛乳 180 ml; カフェオレ = コーヒー 100 g + 牛乳 100 ml; ミルク・砂糖入り = スティックシュガー 3 g + コーヒーフレッシュ 5 g':
    [
      { text: 'ハイボール', foods: [['16016', 28.5]] },
      {
        text: 'カフェラテ',
        foods: [
          ['16045', 30],
          ['13003', 185.4],
        ],
      },
      {
        text: 'カフェオレ',
        foods: [
          ['16045', 100],
          ['13003', 103],
        ],
      },
      {
        text: 'コーヒー ミルク・砂糖入り',
        foods: [
          ['16045', 150],
          ['03003', 3],
          ['13020', 5],
        ],
      },
    ],
  'Spoons: 大さじ 15 ml, 小さじ 5 ml; メープルシロップ 大さじ1 20 g; はちみつ 小さじ1 7 g; ぽん酢 大さじ1 15 g; オリーブ油 小さじ1 4 g': [
    { text: 'しょうゆ 大さじ1', foods: [['17007', 18]] },
    { text: 'マヨネーズ 小さじ2', foods: [['17042', 8]] },
    { text: 'メープルシロップ 大さじ1', foods: [['03023', 20]] },
    { text: 'はちみつ 小さじ1', foods: [['03022', 7]] },
    { text: 'ぽん酢 大さじ1', foods: [['17110', 15]] },
    { text: 'オリーブ油 小さじ1', foods: [['14001', 4]] },
  ],
  'Vague words: 少し・ちょっと = half; たっぷり ×1.5; 小さめ ×0.75; 〜くらい = the number; a range = its middle': [
    { text: 'ご飯少し', foods: [[RICE, 75]] },
    { text: 'ご飯ちょっと', foods: [[RICE, 75]] },
    { text: 'ご飯たっぷり', foods: [[RICE, 225]] },
    { text: '唐揚げ 小さめ 2個', foods: [['11289', 45]] },
    { text: '唐揚げ3個くらい', foods: [['11289', 90]] },
    { text: '唐揚げ 2〜3個', foods: [['11289', 75]] },
  ],
  '個数指定なし: 餃子 6個, しゅうまい 4個, 春巻き 2本, いなり 2個, 唐揚げ 5個; ヨーグルト = プレーン無糖 100 g; ケーキ = ショートケーキ; 煮物 = 筑前煮 100 g; うどん = かけ 1玉; grilled salmon / mackerel = 塩鮭 / 塩さば':
    [
      {
        text: 'いなり寿司',
        foods: [
          [RICE, 72],
          ['17101', 8],
          ['04095', 40],
        ],
      },
      { text: 'ヨーグルト', foods: [['13025', 100]] },
      { text: 'ケーキ', foods: [['15170', 110]] },
      { text: '煮物', foods: [['18035', 100]] },
      { text: 'うどん', foods: KAKE_UDON(200) },
      { text: 'grilled salmon', foods: [['10139', 80]] },
      { text: 'grilled mackerel', foods: [['10161', 80]] },
    ],
};

let engine: MealTextEngine;
beforeAll(async () => {
  engine = await createMealTextEngine();
});

/** The engine's grams per MEXT food, summed over the components. */
function gramsByFood(text: string): Map<string, number> {
  const result = engine.estimate({ text });
  if (result.kind !== 'estimate') throw new Error(`${text}: ${result.message}`);
  const grams = new Map<string, number>();
  for (const component of result.components) grams.set(component.foodNumber, (grams.get(component.foodNumber) ?? 0) + component.grams);
  return grams;
}

describe.each(Object.entries(PORTIONS))('PORTIONS.md: %s', (_line, cases) => {
  it.each(cases.map((c) => [c.text, c] as const))('%s', (_text, { text, foods, partial }) => {
    const actual = gramsByFood(text);
    const expected = new Map<string, number>();
    for (const [food, grams] of foods) expected.set(food, (expected.get(food) ?? 0) + grams);
    const tolerance = (grams: number): number => Math.max(0.11, grams * 0.01);
    const wrong = [...expected].filter(([food, grams]) => Math.abs((actual.get(food) ?? 0) - grams) > tolerance(grams));
    const extra = partial ? [] : [...actual].filter(([food, grams]) => !expected.has(food) && grams > 0.5);
    expect({ wrong: wrong.map(([food, grams]) => `${food}: ${actual.get(food) ?? 0} g, not ${grams} g`), extra }).toEqual({
      wrong: [],
      extra: [],
    });
  });
});
