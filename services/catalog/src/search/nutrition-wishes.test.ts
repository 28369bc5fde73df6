import { energyTargetIn, FOOD_GENRES, nutrientNamesIn, nutritionWishIn, wishLabelsOf } from './nutrition-wishes';

describe('a wish for a kind of nutrition in q', () => {
  it.each([
    ['セブン 低カロリー', 'low-cal', 'セブン'],
    ['低カロリー弁当', 'low-cal', '弁当'],
    ['ローカロリー', 'low-cal', ''],
    ['カロリー控えめ', 'low-cal', ''],
    ['ヘルシー', 'low-cal', ''],
    ['軽いもの', 'low-cal', ''],
    ['軽め 弁当', 'low-cal', '弁当'],
    ['ファミマ ダイエット', 'low-cal', 'ファミマ'],
    ['low calorie', 'low-cal', ''],
    ['Low-Cal snacks', 'low-cal', 'snacks'],
    ['healthy lunch', 'low-cal', 'lunch'],
    // Round 14: light lunch listed a pickled cucumber by its English name (Lightly pickled…), keto a pasta by a typo.
    ['light lunch', 'low-cal', 'lunch'],
    ['something light', 'low-cal', 'something'],
    ['keto', 'low-carb', ''],
    ['keto snacks', 'low-carb', 'snacks'],
    ['高たんぱく 弁当', 'protein', '弁当'],
    ['高タンパク', 'protein', ''],
    ['ｈｉｇｈ ｐｒｏｔｅｉｎ', 'protein', ''],
    ['protein-rich salad', 'protein', 'salad'],
    ['たんぱく質多め', 'protein', ''],
    ['ジム後 プロテイン', 'protein', 'プロテイン'],
    ['筋トレ後 コンビニ', 'protein', 'コンビニ'],
    ['post-workout snack', 'protein', 'snack'],
    // Round 15: protein typed last, as a time of eating taken out leaves it (protein snack -> protein; protein bar stays null).
    ['protein', 'protein', ''],
    ['chicken protein', 'protein', 'chicken'],
    ['低脂質 おやつ', 'low-fat', 'おやつ'],
    ['low fat snack', 'low-fat', 'snack'],
    ['栄養バランス 定食', 'balance', '定食'],
    ['セブン 低糖質', 'low-carb', 'セブン'],
    ['低糖質パン', 'low-carb', 'パン'],
    ['ローソン 糖質控えめ', 'low-carb', 'ローソン'],
    ['糖質制限', 'low-carb', ''],
    ['ロカボ 弁当', 'low-carb', '弁当'],
    ['low carb snacks', 'low-carb', 'snacks'],
    ['Low-Carbohydrate lunch', 'low-carb', 'lunch'],
    ['low sugar', 'low-carb', ''],
    ['low-sugar snacks', 'low-carb', 'snacks'],
    ['低糖 パン', 'low-carb', 'パン'],
    // One list of words saying less of a nutrient, for each of them (糖質ゼロ had gone to the related items: ガトーショコラ).
    ['糖質ゼロ', 'low-carb', ''],
    ['糖質ゼロ 麺', 'low-carb', '麺'],
    ['糖質低め パン', 'low-carb', 'パン'],
    ['カロリーカット', 'low-cal', ''],
    ['カロリー制限 弁当', 'low-cal', '弁当'],
    ['脂質低め', 'low-fat', ''],
    ['脂質カット おやつ', 'low-fat', 'おやつ'],
    ['脂肪控えめ', 'low-fat', ''],
    // A nutrient and how much of it, apart or with が (カロリー 低い パン read カロリー as the values asked, 低い as no name's).
    ['カロリー 低い パン', 'low-cal', 'パン'],
    ['カロリーが低い', 'low-cal', ''],
    ['たんぱく質 多い コンビニ', 'protein', 'コンビニ'],
    ['タンパク質が多い 弁当', 'protein', '弁当'],
    ['たんぱく質 高め', 'protein', ''],
    ['糖質 少ない おやつ', 'low-carb', 'おやつ'],
    ['脂質 少なめ 弁当', 'low-fat', '弁当'],
    // Round 16: diet alone and fat free named nothing (no name holds diet or fat).
    ['diet', 'low-cal', ''],
    ['diet lunch', 'low-cal', 'lunch'],
    ['fat free', 'low-fat', ''],
    ['fat-free yogurt', 'low-fat', 'yogurt'],
    ['無脂肪 ヨーグルト', 'low-fat', 'ヨーグルト'],
  ])('%s: theme %s, the rest %p', (q, theme, rest) => {
    expect(nutritionWishIn(q)).toMatchObject({ theme: { theme }, limits: [], rest });
  });

  it.each([
    ['カロリーゼロ 飲み物', '飲み物'],
    ['ゼロカロリー', ''],
    ['ノンカロリー コーラ', 'コーラ'],
    ['zero calorie drinks', 'drinks'],
    ['Calorie-free', ''],
    ['0kcal ゼリー', 'ゼリー'],
  ])('%s: zero calories, the fewest first under a label’s cap (25 kcal), the rest %p', (q, rest) => {
    expect(nutritionWishIn(q)).toMatchObject({ theme: { theme: 'low-cal' }, limits: [{ field: 'cal', bound: 'max', value: 25 }], rest });
  });

  it('a wish with no food named is for something to eat, zero calories for anything (drinks too)', () => {
    const drinks = ['drink_coffee', 'drink_tea', 'drink_other', 'alcohol'];
    for (const q of ['セブン 低カロリー', 'ローソン 低糖質', 'ヘルシー', 'high protein']) {
      const genres = nutritionWishIn(q)!.genresAlone!;
      expect([q, genres.length > 20, genres.some((genre) => drinks.includes(genre))]).toEqual([q, true, false]);
    }
    expect(nutritionWishIn('カロリーゼロ')!.genresAlone).toBeUndefined();
    // Round 46: a limit typed is for something to eat too, where no food is named (弁当 500kcal以下 names one, so its genres
    // are not read); this line held it to none before.
    expect(nutritionWishIn('弁当 500kcal以下')!.genresAlone).toEqual(FOOD_GENRES);
  });

  it.each(['500kcal以下', '糖質10g以下', '脂質5g以下', 'セブン 300kcal以下', 'under 500 kcal', 'たんぱく質20g以上'])(
    'round 46: a limit typed with no food named (%s) is for something to eat, where a beer, teas and sodas led by popularity',
    (q) => {
      expect(nutritionWishIn(q)!.genresAlone).toEqual(FOOD_GENRES);
    },
  );

  it('round 46: a limit beside a wish for anything (カロリーゼロ 10kcal以下) still lists drinks', () => {
    expect(nutritionWishIn('カロリーゼロ 10kcal以下')!.genresAlone).toBeUndefined();
  });

  it.each([
    ['低カロリー 100kcal以下', 'low-cal', { field: 'cal', bound: 'max', value: 100 }, ''],
    ['おやつ 低カロリー 100kcal以下', 'low-cal', { field: 'cal', bound: 'max', value: 100 }, 'おやつ'],
    ['高たんぱく 20g以上 弁当', 'protein', { field: 'protein', bound: 'min', value: 20 }, '弁当'],
  ])('%s: the axis word a theme word ends stays the theme’s beside the limit (round 16)', (q, theme, limit, rest) => {
    expect(nutritionWishIn(q)).toMatchObject({ theme: { theme }, limits: [limit], rest });
  });

  it.each([
    ['ドリア 300円以下', 300, 'ドリア'],
    ['500円以下 ランチ', 500, 'ランチ'],
    ['弁当 400円まで', 400, '弁当'],
    ['under 500 yen', 499, ''],
    ['ramen 800 yen or less', 800, 'ramen'],
    ['ramen 800 yen or under', 800, 'ramen'],
    ['¥600以内 カレー', 600, 'カレー'],
    ['ドリア 500円未満', 499, 'ドリア'],
    ['below 300 yen', 299, ''],
  ])('%s: a price cap of %d yen, the rest %p (round 16)', (q, value, rest) => {
    expect(nutritionWishIn(q)).toMatchObject({ limits: [], priceMax: { value }, rest });
  });

  it.each([['ローソン 100円'], ['100円ショップ']])('%s states no price cap', (q) => {
    expect(nutritionWishIn(q)).toBeNull();
  });

  describe('round 47: a price with no bound beside a wish or a food is a cap (高たんぱく 200円 found nothing)', () => {
    const namesFood = (rest: string) => rest !== 'ローソン';
    it.each([
      ['高たんぱく 200円', 200, ''],
      ['ラーメン 500円', 500, 'ラーメン'],
      ['ramen 500 yen', 500, 'ramen'],
      ['牛丼 ¥400', 400, '牛丼'],
      ['コーヒー 150 円', 150, 'コーヒー'],
    ])('%s: a cap of %d yen, the rest %p', (q, value, rest) => {
      expect(nutritionWishIn(q, namesFood)).toMatchObject({ limits: [], priceMax: { value, words: [expect.stringMatching(/\d/)] }, rest });
    });

    it.each([['200円'], ['ローソン 100円'], ['100円ショップ'], ['ラーメン 500円 600円']])(
      '%s: alone, beside a chain alone, glued or twice, no cap',
      (q) => {
        expect(nutritionWishIn(q, namesFood)).toBeNull();
      },
    );
  });

  // Round 16 left diet before a drink to the names, which listed the plain コーラ rows by the head word: round 17 reads it as the
  // zero-calorie label the shops sell (コーラ（ゼロ）).
  it.each([['diet coke'], ['Diet Cola'], ['diet soda']])('%s: diet before a soda is the zero-calorie wish (round 17)', (q) => {
    expect(nutritionWishIn(q)).toMatchObject({ limits: [{ field: 'cal', bound: 'max', value: 25 }], rest: q.toLowerCase().slice(5) });
  });

  it.each([['弁当 500kcal'], ['300カロリー'], ['100cal']])('%s states no bound, and 0 inside a number is no zero', (q) => {
    expect(nutritionWishIn(q)).toBeNull();
  });

  it.each([
    ['弁当 500kcal以下', 'cal', 'max', 500, '弁当'],
    ['５００キロカロリー以下 パスタ', 'cal', 'max', 500, 'パスタ'],
    ['カロリー300以下 おにぎり', 'cal', 'max', 300, 'おにぎり'],
    ['300カロリー未満', 'cal', 'max', 300, ''],
    ['under 500 kcal', 'cal', 'max', 500, ''],
    ['ramen below 600 calories', 'cal', 'max', 600, 'ramen'],
    ['たんぱく質20g以上', 'protein', 'min', 20, ''],
    ['protein 30g以上 定食', 'protein', 'min', 30, '定食'],
    ['at least 20g protein salad', 'protein', 'min', 20, 'salad'],
    ['less than 10g of fat', 'fat', 'max', 10, ''],
    ['糖質40g以下 パン', 'carbs', 'max', 40, 'パン'],
    // Grams of a nutrient with no bound are the bound a diet asks: protein at least, fat and carbohydrates at most.
    ['protein 20g salad', 'protein', 'min', 20, 'salad'],
    ['20g protein salad', 'protein', 'min', 20, 'salad'],
    ['たんぱく質20g サラダ', 'protein', 'min', 20, 'サラダ'],
    ['ローソン タンパク質15グラム', 'protein', 'min', 15, 'ローソン'],
    ['20gのたんぱく質', 'protein', 'min', 20, ''],
    ['糖質10g パン', 'carbs', 'max', 10, 'パン'],
    ['脂質 10g', 'fat', 'max', 10, ''],
  ])('%s: a limit on %s (%s %d), the rest %p', (q, field, bound, value, rest) => {
    expect(nutritionWishIn(q)).toEqual(expect.objectContaining({ limits: [{ field, bound, value }], rest }));
  });

  it('reads grams after a theme that ends with their axis as a limit, the theme kept (high protein 20g, 高たんぱく 20g)', () => {
    for (const q of ['high protein 20g salad', '高たんぱく 20g サラダ']) {
      expect([q, nutritionWishIn(q)]).toEqual([
        q,
        expect.objectContaining({
          theme: expect.objectContaining({ theme: 'protein' }),
          limits: [{ field: 'protein', bound: 'min', value: 20 }],
        }),
      ]);
    }
  });

  it('reads a limit on carbohydrates as a limit, not as a wish for few of them (糖質40g以下)', () => {
    expect(nutritionWishIn('糖質40g以下')).toEqual(expect.objectContaining({ limits: [{ field: 'carbs', bound: 'max', value: 40 }] }));
    expect(nutritionWishIn('糖質40g以下')?.theme).toBeUndefined();
  });

  it('reads a theme and a limit together', () => {
    expect(nutritionWishIn('低カロリー 弁当 400kcal以下')).toEqual({
      theme: { theme: 'low-cal', order: 'カロリーの低い順' },
      limits: [{ field: 'cal', bound: 'max', value: 400 }],
      words: ['400kcal以下', '低カロリー'],
      genresAlone: FOOD_GENRES,
      rest: '弁当',
      gluedWords: [],
    });
  });

  it('reads an energy amount after a theme ending with another axis word as an energy cap, the theme kept (高たんぱく 300kcal以下)', () => {
    // It read たんぱく質300g以下, 高 was left as a word of a name, and コンビニ listed colas.
    for (const q of ['コンビニ 高たんぱく 300kcal以下', 'コンビニ 高タンパク300kcal以下']) {
      expect([q, nutritionWishIn(q)]).toEqual([
        q,
        expect.objectContaining({
          theme: { theme: 'protein', order: 'たんぱく質の多い順' },
          limits: [{ field: 'cal', bound: 'max', value: 300 }],
          rest: 'コンビニ',
        }),
      ]);
    }
  });

  it('reads every wish q holds, not the first only (低脂質 高たんぱく: 低脂質 was left to the names and met 低脂肪乳)', () => {
    expect(nutritionWishIn('低脂質 高たんぱく 400kcal以下')).toMatchObject({
      theme: { theme: 'protein' },
      otherThemes: [{ theme: 'low-fat', order: '脂質の少ない順' }],
      limits: [{ field: 'cal', bound: 'max', value: 400 }],
      words: ['400kcal以下', '高たんぱく', '低脂質'],
      rest: '',
    });
    expect(nutritionWishIn('ローソン 低糖質 高たんぱく')).toMatchObject({
      theme: { theme: 'protein' },
      otherThemes: [{ theme: 'low-carb' }],
      rest: 'ローソン',
    });
    // Two words of one theme are one order.
    expect(nutritionWishIn('ヘルシー 低カロリー 弁当')?.otherThemes).toBeUndefined();
  });

  it('names the words that hold a wish and more, which a name may hold (低脂肪乳)', () => {
    expect(nutritionWishIn('ローソン 低脂肪乳')).toMatchObject({
      theme: { theme: 'low-fat' },
      rest: 'ローソン 乳',
      gluedWords: ['低脂肪乳'],
    });
    expect(nutritionWishIn('低カロリー弁当')?.gluedWords).toEqual(['低カロリー弁当']);
    expect(nutritionWishIn('セブン 低カロリー')?.gluedWords).toEqual([]);
  });

  it.each([
    'サラダチキン',
    'protein bar',
    'coke',
    'プロテイン',
    'カロリー',
    'ramen 500kcal',
    '20g以上',
    '牛丼 並盛',
    'nonfat 20g',
    '20g fatty',
  ])('%s holds no wish it reads (an amount without a bound, or grams of no named nutrient, stay amounts)', (q) => {
    expect(nutritionWishIn(q)).toBeNull();
  });
});

describe('stop 83: プロテイン glued before a katakana word', () => {
  it.each([
    ['プロテインバー', 'バー'],
    ['プロテインクッキー', 'クッキー'],
  ])('%s is protein’s wish beside %p (read only where the names match few)', (q, rest) => {
    expect(nutritionWishIn(q)).toMatchObject({ theme: { theme: 'protein' }, rest });
  });

  it.each(['プロテイン飲料', 'プロテイン', 'プロテイン バー'])('%s holds no wish (a word of the names, or プロテイン apart)', (q) => {
    expect(nutritionWishIn(q)).toBeNull();
  });
});

describe('a nutrient named alone in q', () => {
  it.each([
    ['牛丼 カロリー', ['カロリー'], '牛丼'],
    ['チーズケーキ 糖質', ['糖質'], 'チーズケーキ'],
    ['からあげクン たんぱく質', ['たんぱく質'], 'からあげクン'],
    ['マック ポテト 脂質', ['脂質'], 'マック ポテト'],
    ['牛丼のカロリー', ['カロリー'], '牛丼'],
    ['ビッグマックの栄養成分', ['栄養成分'], 'ビッグマック'],
    ['big mac calories', ['calories'], 'big mac'],
    ['ｶﾛﾘｰ おにぎり', ['カロリー'], 'おにぎり'],
    ['カロリー', ['カロリー'], ''],
  ])('%s: %p asked of %p', (q, words, rest) => {
    expect(nutrientNamesIn(q)).toEqual({ words, rest });
  });

  it.each(['低カロリー 弁当', 'カロリーゼロ', '糖質オフ 麺', 'プロテイン', 'protein bar', '低脂肪乳', '牛丼 並盛'])(
    '%s names no nutrient alone (a wish, or a word a name holds)',
    (q) => {
      expect(nutrientNamesIn(q)).toBeNull();
    },
  );
});

describe('an energy amount with no bound (round 14)', () => {
  it.each([
    ['朝食 500kcal', 500, '朝食'],
    ['ramen 500kcal', 500, 'ramen'],
    ['お弁当 600キロカロリー', 600, 'お弁当'],
    ['350 calories salad', 350, 'salad'],
  ])('%s is a target of %i kcal beside %s', (q, value, rest) => {
    expect(energyTargetIn(q)).toEqual({ value, words: [expect.any(String)], rest });
  });

  it.each([['300カロリー'], ['0kcal 飲み物'], ['400kcal 600kcal 弁当'], ['カロリー 牛丼']])('%s states no target', (q) => {
    expect(energyTargetIn(q)).toBeNull();
  });
});

describe('a wish for a low price in q (round 15)', () => {
  it.each([
    ['cheap lunch', 'lunch'],
    ['安い 弁当', '弁当'],
    ['cheapest ramen', 'ramen'],
    ['格安ランチ', 'ランチ'],
  ])('%s is the order price-asc, beside %s', (q, rest) => {
    expect(nutritionWishIn(q)).toMatchObject({ sort: 'price-asc', words: [], rest });
  });

  it('leaves 安 inside a name and a nutrition wish alone', () => {
    expect(nutritionWishIn('安納芋')).toBeNull();
    expect(nutritionWishIn('低カロリー 弁当')?.sort).toBeUndefined();
  });
});

describe('round 17: プロテイン before a bound, a protein floor alone', () => {
  it('reads プロテイン before or after a bound as protein (プロテイン 20g以上 said each word matches alone)', () => {
    expect(nutritionWishIn('プロテイン 20g以上')).toMatchObject({ limits: [{ field: 'protein', bound: 'min', value: 20 }], rest: '' });
    // With no bound it stays the names' word (the protein drinks), and alone too.
    expect(nutritionWishIn('プロテイン 20g')).toBeNull();
    expect(nutritionWishIn('プロテイン')).toBeNull();
    expect(nutrientNamesIn('ローソン プロテイン')).toBeNull();
  });

  it('orders a protein floor typed alone by protein (protein 30g was listed by popularity), not one beside a food', () => {
    for (const q of ['protein 30g', 'たんぱく質 20g以上', 'プロテイン 20g以上'])
      expect([q, nutritionWishIn(q)?.theme]).toEqual([q, { theme: 'protein', order: 'たんぱく質の多い順' }]);
    expect(nutritionWishIn('protein 20g salad')?.theme).toBeUndefined();
    expect(nutritionWishIn('糖質40g以下')?.theme).toBeUndefined();
  });
});

describe('round 17: diet before a soda', () => {
  it.each([
    ['diet coke', 'coke'],
    ['diet cola', 'cola'],
    ['ダイエット コーラ', 'コーラ'],
  ])('%s is the zero-calorie wish (the plain コーラ rows were listed by its head word)', (q, rest) => {
    expect(nutritionWishIn(q)).toMatchObject({
      theme: { theme: 'low-cal' },
      limits: [{ field: 'cal', bound: 'max', value: 25 }],
      rest,
    });
  });

  it('diet elsewhere stays the low-calorie wish', () => {
    expect(nutritionWishIn('diet lunch')).toMatchObject({ theme: { theme: 'low-cal' }, limits: [], rest: 'lunch' });
  });
});

describe('round 21: a dish said to be light in taste', () => {
  it.each([
    ['あっさり ラーメン', 'ラーメン'],
    ['ラーメン あっさりめ', 'ラーメン'],
    ['さっぱり うどん', 'うどん'],
    ['あっさりした 和食', '和食'],
  ])('%s is the low-fat wish (あっさり ラーメン named nothing)', (q, rest) => {
    expect(nutritionWishIn(q)).toMatchObject({ theme: { theme: 'low-fat' }, limits: [], rest });
  });

  it('leaves the words inside a name (手羽元のさっぱり煮)', () => {
    expect(nutritionWishIn('手羽元のさっぱり煮')?.gluedWords).toEqual(expect.arrayContaining([expect.stringContaining('さっぱり')]));
  });
});

describe('round 23: a wish for a hearty meal', () => {
  it.each([
    ['がっつり 丼', '丼'],
    ['ガッツリ 弁当', '弁当'],
    ['がっつり系 ラーメン', 'ラーメン'],
    ['hearty ramen', 'ramen'],
    ['お腹いっぱい', ''],
  ])('%s asks for the most energy first (がっつり 丼 found nothing)', (q, rest) => {
    expect(nutritionWishIn(q)).toMatchObject({ sort: 'cal-desc', limits: [], rest });
  });

  it('keeps ボリューム alone and 満腹 for the names (ボリュームロースかつサンド, 満腹濃厚豚ラーメン), and a low price first where both are asked', () => {
    expect(nutritionWishIn('ボリューム')).toBeNull();
    // 満腹 is a word of names (満腹濃厚豚ラーメン): read as the wish, it replaced the two rows it names.
    expect(nutritionWishIn('満腹')).toBeNull();
    expect(nutritionWishIn('安い がっつり 丼')).toMatchObject({ sort: 'price-asc', rest: '丼' });
  });
});

describe('round 25: a hearty wish beside a low price', () => {
  it('keeps the hearty words read, which the price orders (安い がっつり named 安い alone)', () => {
    expect(nutritionWishIn('安い がっつり')).toMatchObject({ sort: 'price-asc', sortWords: ['安い'], heartyWords: ['がっつり'] });
    expect(nutritionWishIn('がっつり 丼')?.heartyWords).toBeUndefined();
    expect(nutritionWishIn('安い 丼')?.heartyWords).toBeUndefined();
  });
});

describe('round 35: a wish for little salt', () => {
  it.each([
    ['減塩 味噌汁', '味噌汁', ['減塩']],
    ['塩分控えめ', '', ['塩分控えめ']],
    ['塩分 少なめ 弁当', '弁当', ['塩分 少なめ']],
    ['塩分が少ない 定食', '定食', ['塩分が少ない']],
    ['ローソン 塩分カット', 'ローソン', ['塩分カット']],
    ['低塩', '', ['低塩']],
    ['塩控えめ パスタ', 'パスタ', ['塩控えめ']],
    ['low salt', '', ['low salt']],
    ['Low-Sodium ramen', 'ramen', ['low-sodium']],
    ['less salt soup', 'soup', ['less salt']],
    ['salt free', '', ['salt free']],
  ])('%s asks for the fewest grams of salt beside %j (low salt said no item holds a value of salt)', (q, rest, words) => {
    expect(nutritionWishIn(q)).toMatchObject({ theme: { theme: 'low-salt', order: '塩分の少ない順' }, rest, words });
  });

  it('is for food when no food is named beside it, as the other themes are', () => {
    expect(nutritionWishIn('塩分控えめ')?.genresAlone).toEqual(FOOD_GENRES);
  });

  it('ranks with another wish typed beside it (低カロリー 減塩)', () => {
    expect(nutritionWishIn('低カロリー 減塩')).toMatchObject({
      theme: { theme: 'low-cal' },
      otherThemes: [{ theme: 'low-salt' }],
      rest: '',
    });
  });

  it.each([['塩分 ラーメン'], ['ご飯少なめ'], ['塩 少なめ'], ['塩ラーメン'], ['無塩バター'], ['sodium']])(
    '%s is no wish for little salt',
    (q) => {
      expect(nutritionWishIn(q)?.theme?.theme).not.toBe('low-salt');
    },
  );

  it('keeps a word that holds the wish and more for the names to answer (減塩味噌汁)', () => {
    expect(nutritionWishIn('減塩味噌汁')).toMatchObject({ rest: '味噌汁', gluedWords: ['減塩味噌汁'] });
  });
});

describe('round 48: how names state a wish, listed first', () => {
  /** Whether one of the labels of q's wishes states the wish in a name or category (folded as the search folds them). */
  const states = (q: string, name: string) =>
    wishLabelsOf(nutritionWishIn(q) ?? { words: [] }).some((label) => label.states.test(name.normalize('NFKC').toLowerCase())) ?? false;

  it.each([
    ['低糖質', 'ゴールドマスター生 糖質70％オフ 350ml'],
    ['糖質オフ', '牛焼肉生野菜セット ロカボ'],
    ['low carb', '糖質ゼロ 麺'],
    ['カロリーゼロ', 'コーラ（ゼロ）'],
    ['zero calorie', 'ジンジャーエール（ゼロ）'],
    ['カロリーオフ', 'カロリーハーフ マヨネーズ'],
    ['低脂質', 'ギリシャヨーグルト 脂肪ゼロ'],
    ['low fat', '低脂肪乳'],
    ['高たんぱく パン', 'たんぱく質が摂れるパン 高たんぱく'],
    ['塩分控えめ', '鮭（減塩）'],
  ])('%s: a row named %s states it', (q, name) => {
    expect(states(q, name)).toBe(true);
  });

  it.each([
    ['カロリーゼロ', '低脂肪乳 脂肪ゼロ'],
    ['カロリーゼロ', 'ギリシャヨーグルト 脂肪ゼロ'],
    ['低糖質', 'チーズケーキ'],
    ['低脂質', 'フィレオフィッシュ'],
    ['減塩', '塩むすび'],
  ])('%s: a row named %s does not', (q, name) => {
    expect(states(q, name)).toBe(false);
  });

  it('names the words the search asks of the names for each wish read (低糖質 高たんぱく: both)', () => {
    expect(wishLabelsOf(nutritionWishIn('低糖質 高たんぱく')!).map((label) => label.search)).toEqual([
      ['高たんぱく', 'たんぱく質'],
      ['糖質', 'ロカボ', 'ローカーボ'],
    ]);
  });
});
