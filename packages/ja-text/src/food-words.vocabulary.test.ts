import { toRomaji } from 'wanakana';
import { readChains, readTsvRows, type ChainRecord } from './data-files.load';
import { englishKey } from './english-food.lexicon';
import { FoodVocabulary } from './food-words.vocabulary';
import { loadEnglishFoodLexicon } from './ja-text';
import { foldRomaji } from './romaji.normalize';
import { normalizeText } from './text.normalize';

/** A chain's lookup keys, as the vocabulary folds them. */
const keysOf = (name: string): string[] => {
  const latin = englishKey(name).replace(/ /g, '');
  if (/^[a-z0-9]+$/.test(latin)) return [latin];
  const folded = normalizeText(name).replace(/ /g, '');
  return folded ? [folded] : [];
};

/** Every chain key with its chains, written out plainly in the order the chains list them. */
function plainChainKeys(chains: ChainRecord[]): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const chain of chains)
    for (const name of [chain.name, chain.nameEn, chain.reading, chain.romaji, ...chain.aliases])
      for (const key of keysOf(name)) keys.set(key, [...new Set([...(keys.get(key) ?? []), chain.id])]);
  return keys;
}

/** Every kana alias typed in romaji (as wanakana spells it, and folded) that is no other key: named whole only. */
function plainRomajiAliasKeys(chains: ChainRecord[], keys: Map<string, string[]>): Map<string, string[]> {
  const romajiKeys = new Map<string, string[]>();
  for (const chain of chains)
    for (const alias of chain.aliases) {
      const kana = normalizeText(alias).replace(/ /g, '');
      if (!/^[\u3041-\u309fー]+$/u.test(kana)) continue;
      const romaji = toRomaji(kana).replace(/[^a-z]/g, '');
      for (const key of [romaji, foldRomaji(romaji)])
        if (!keys.has(key)) romajiKeys.set(key, [...new Set([...(romajiKeys.get(key) ?? []), chain.id])]);
    }
  return romajiKeys;
}

/** The chains of every key a prefix begins, walking all keys in their order. */
function chainsBegunPlainly(keys: Map<string, string[]>, prefix: string): string[] {
  const ids = new Set<string>();
  for (const [key, chainIds] of keys) if (key.startsWith(prefix)) chainIds.forEach((id) => ids.add(id));
  return [...ids];
}

describe('FoodVocabulary.chainsNamed, a beginning of a chain name', () => {
  const synonyms = readTsvRows('sudachi_food_synonyms.tsv').map((row) => row.surface ?? '');

  it('names the chains of every key it begins, in the chains’ order (the real list)', () => {
    const chains = readChains();
    const vocabulary = new FoodVocabulary(loadEnglishFoodLexicon(), chains, synonyms);
    const keys = plainChainKeys(chains);
    const romajiKeys = plainRomajiAliasKeys(chains, keys);
    const prefixes = new Set<string>();
    for (const chain of chains)
      for (const name of [chain.name, chain.nameEn, chain.reading, chain.romaji, ...chain.aliases])
        for (const key of keysOf(name)) for (let end = 3; end < key.length; end++) prefixes.add(key.slice(0, end));
    const differing = [...prefixes].filter((prefix) => {
      const expected = keys.get(prefix) ?? romajiKeys.get(prefix) ?? (vocabulary.knows(prefix) ? [] : chainsBegunPlainly(keys, prefix));
      return vocabulary.chainsNamed(prefix).join() !== expected.join();
    });
    expect(prefixes.size).toBeGreaterThan(500);
    expect(differing).toEqual([]);
  });

  it('reads a beginning that holds a food word (とう in ドトー, まくど in マクドナル) as the chain: only a whole food word is not', () => {
    const vocabulary = new FoodVocabulary(loadEnglishFoodLexicon(), readChains(), synonyms);
    expect(['ドトー', 'マクドナル', 'ケンタッ'].map((prefix) => vocabulary.chainsNamed(prefix))).toEqual([
      ['doutor'],
      ['mcdonalds'],
      ['kfc'],
    ]);
    expect(vocabulary.chainsNamed('ぎょうざ')).toEqual([]);
  });

  it('names a chain by its kana alias typed in romaji, whole only (sutaba, makku, yoshigyu), never a food', () => {
    const vocabulary = new FoodVocabulary(loadEnglishFoodLexicon(), readChains(), synonyms);
    for (const [romaji, id] of [
      ['sutaba', 'starbucks'],
      ['makku', 'mcdonalds'],
      ['makudo', 'mcdonalds'],
      ['misudo', 'mister-donut'],
      ['sebuire', 'seven-eleven'],
      ['yoshigyuu', 'yoshinoya'],
      ['yoshigyu', 'yoshinoya'],
      ['roiho', 'royal-host'],
    ])
      expect([romaji, vocabulary.chainsNamed(romaji!)]).toEqual([romaji, [id]]);
    // A beginning of one is no chain (its other keys' beginnings still are), and a food's romaji is no chain.
    expect(vocabulary.chainsNamed('roih')).toEqual([]);
    expect(vocabulary.chainsNamed('gyudon')).toEqual([]);
    const chain: ChainRecord = { id: 'c', name: '架空亭', nameEn: '', reading: '', romaji: '', aliases: ['ぎょうざ', 'ぴよ'] };
    const made = new FoodVocabulary(loadEnglishFoodLexicon(), [chain], []);
    expect([made.chainsNamed('gyoza'), made.chainsNamed('piyo')]).toEqual([[], ['c']]);
  });

  it("names McDonald's by Mac, the English spelling of マック, while mac and cheese stays the dish (an English phrase)", () => {
    const vocabulary = new FoodVocabulary(loadEnglishFoodLexicon(), readChains(), []);
    expect(['mac', 'Mac', 'ＭＡＣ'].map((term) => vocabulary.chainsNamed(term))).toEqual([['mcdonalds'], ['mcdonalds'], ['mcdonalds']]);
    expect(vocabulary.chainsNamed('macaroni')).toEqual([]);
    expect(loadEnglishFoodLexicon().lookup('mac and cheese')?.japanese).toContain('マカロニグラタン');
    expect(loadEnglishFoodLexicon().lookup('nugget')?.japanese).toEqual(['ナゲット']);
  });

  it('names セブン-イレブン by its name spelled in words (seven eleven) and by its beginning (seven), as セブン', () => {
    const vocabulary = new FoodVocabulary(loadEnglishFoodLexicon(), readChains(), []);
    expect(['seven eleven', 'Seven', 'seven-eleven'].map((term) => vocabulary.chainsNamed(term))).toEqual([
      ['seven-eleven'],
      ['seven-eleven'],
      ['seven-eleven'],
    ]);
    expect(loadEnglishFoodLexicon().lookup('margherita pizza')?.japanese).toEqual(['マルゲリータ']);
    expect(['original', 'glazed'].map((word) => loadEnglishFoodLexicon().lookup(word)?.japanese)).toEqual([['オリジナル'], ['グレーズド']]);
  });

  it('lists the chains in the order their keys were listed, not the keys’ alphabetical order', () => {
    const chain = (id: string, name: string): ChainRecord => ({ id, name, nameEn: '', reading: '', romaji: '', aliases: [] });
    const chains = [chain('z', 'ぴよぴよ亭'), chain('a', 'ぴよぴあ'), chain('m', 'ぴよぴよ'), chain('b', 'ぴよぴ')];
    const vocabulary = new FoodVocabulary(loadEnglishFoodLexicon(), chains, []);
    expect(vocabulary.chainsNamed('ぴよぴ')).toEqual(['b']);
    expect(vocabulary.chainsNamed('ぴよぴよ')).toEqual(['m']);
    expect(vocabulary.chainsNamed('ぴよ')).toEqual([]);
    expect(vocabulary.chainsNamed('ぴよぴや')).toEqual([]);
    const wide = new FoodVocabulary(
      loadEnglishFoodLexicon(),
      [chain('z', 'ぴよぴよ亭'), chain('a', 'ぴよぴあ'), chain('m', 'ぴよぴよ丸')],
      [],
    );
    expect(wide.chainsNamed('ぴよぴ')).toEqual(['z', 'a', 'm']);
  });
});

describe('FoodVocabulary.chainAndFoodIn, a chain and a food typed as one word', () => {
  const vocabulary = new FoodVocabulary(loadEnglishFoodLexicon(), readChains(), []);

  it('splits a whole chain name or alias from the food after it, with or without の', () => {
    expect(vocabulary.chainAndFoodIn('吉野家の牛丼')).toEqual(['吉野家', '牛丼']);
    expect(vocabulary.chainAndFoodIn('吉野家牛丼')).toEqual(['吉野家', '牛丼']);
    expect(vocabulary.chainAndFoodIn('セブンのサラダチキン')).toEqual(['セブン', 'サラダチキン']);
    expect(vocabulary.chainAndFoodIn('マックポテト')).toEqual(['マック', 'ポテト']);
    expect(vocabulary.chainAndFoodIn('マックのポテトM')).toEqual(['マック', 'ポテトM']);
    expect(vocabulary.chainAndFoodIn('CoCo壱番屋のカレー')).toEqual(['CoCo壱番屋', 'カレー']);
  });

  it('leaves a chain, a food word, a chain’s beginning, a rest that names no food and latin words alone', () => {
    for (const term of [
      'ケンタッキーフライドチキン',
      '富士そば',
      'ロイヤルミルクティー',
      'セブンプレミアム',
      'すき焼き',
      '吉野家の',
      'yoshinoyagyudon',
    ])
      expect([term, vocabulary.chainAndFoodIn(term)]).toEqual([term, null]);
  });
});

describe('FoodVocabulary.chainItemIn, a chain’s own name for an item', () => {
  const vocabulary = new FoodVocabulary(loadEnglishFoodLexicon(), readChains(), [], readTsvRows('chain_item_nicknames.tsv'));

  it('is an English nickname typed in the plural too (Big Macs, mcnuggets), and no other word with an s', () => {
    expect(vocabulary.chainItemIn('Big Macs')).toEqual(vocabulary.chainItemIn('Big Mac'));
    expect(vocabulary.chainItemIn('frappuccinos')).toEqual(vocabulary.chainItemIn('Frappuccino'));
    for (const term of ['chicken mcnuggets', 'McNuggets', 'mcnugget'])
      expect([term, vocabulary.chainItemIn(term)]).toEqual([term, ['マクドナルド', 'チキンナゲット']]);
    for (const term of ['macs', 's', 'big macss']) expect([term, vocabulary.chainItemIn(term)]).toEqual([term, null]);
  });

  it('is 吉牛 typed by its reading too (よしぎゅう: 吉野家’s 牛丼)', () => {
    for (const term of ['吉牛', 'よしぎゅう', 'yoshigyuu'])
      expect([term, vocabulary.chainItemIn(term)]).toEqual([term, ['吉野家', '牛丼']]);
  });

  it('is also spelled by English words, each in one of its Japanese names, fillet or filet', () => {
    for (const term of ['chicken fillet burger', 'Chicken Filet Burgers', 'チキンフィレバーガー'])
      expect([term, vocabulary.chainItemIn(term)]).toEqual([term, ['ケンタッキーフライドチキン', 'チキンフィレサンド']]);
    for (const term of ['chicken burger', 'fillet burger', 'chicken fillet', 'burger'])
      expect([term, vocabulary.chainItemIn(term)]).toEqual([term, null]);
  });
});

describe('FoodVocabulary.wordsInside, the words of a known compound', () => {
  const synonyms = readTsvRows('sudachi_food_synonyms.tsv').map((row) => row.surface ?? '');
  const vocabulary = new FoodVocabulary(loadEnglishFoodLexicon(), readChains(), synonyms);

  it('splits a compound the words cover whole, and nothing else', () => {
    expect(vocabulary.wordsInside('鮭おにぎり')).toEqual(['鮭', 'おにぎり']);
    expect(vocabulary.wordsInside('明太子おにぎり')).toEqual(['明太子', 'おにぎり']);
    // One word, a word with an unknown rest, and English are no compounds.
    expect(vocabulary.wordsInside('おにぎり')).toEqual([]);
    expect(vocabulary.wordsInside('ふもおにぎり')).toEqual([]);
    expect(vocabulary.wordsInside('salmon onigiri')).toEqual([]);
  });
});

describe('EnglishFoodLexicon.japaneseOf, dishes named in English as menus and labels write them', () => {
  it('knows greek yogurt, hamburger steak (not a hamburger), almond jelly and cup noodles', () => {
    const lexicon = loadEnglishFoodLexicon();
    expect(
      ['greek yogurt', 'hamburger steak', 'almond jelly', 'annin tofu', 'cup noodles', 'cup ramen', 'instant noodles'].map(
        (words) => lexicon.japaneseOf(words)[0] ?? null,
      ),
    ).toEqual(['ギリシャヨーグルト', 'ハンバーグ', '杏仁豆腐', '杏仁豆腐', 'カップヌードル', 'カップヌードル', 'カップ麺']);
  });

  it('knows the drinks people name by a brand or a short form (coke, coca cola, pepsi: コーラ; oj: オレンジジュース)', () => {
    const lexicon = loadEnglishFoodLexicon();
    expect(['coke', 'Coca Cola', 'pepsi', 'OJ'].map((words) => lexicon.japaneseOf(words)[0] ?? null)).toEqual([
      'コーラ',
      'コーラ',
      'コーラ',
      'オレンジジュース',
    ]);
  });

  it('knows the protein drink by the names people give it, and leaves shake alone to the romaji of しゃけ (鮭)', () => {
    const lexicon = loadEnglishFoodLexicon();
    expect(['protein shake', 'protein drink', 'milk shake'].map((words) => lexicon.japaneseOf(words)[0] ?? null)).toEqual([
      'プロテイン飲料',
      'プロテイン飲料',
      'シェイク',
    ]);
    expect(lexicon.japaneseOf('shake')).toEqual([]);
  });

  it('knows oat milk as the cafés write it in a note (オーツミルク) and TKG as 卵かけご飯', () => {
    const lexicon = loadEnglishFoodLexicon();
    expect(['oat milk', 'TKG'].map((words) => lexicon.japaneseOf(words)[0] ?? null)).toEqual(['オーツミルク', '卵かけご飯']);
  });
});

describe("EnglishFoodLexicon.japaneseOf, the words of chains' katakana names", () => {
  it('knows the English words chains spell their items in (twister, old fashioned, crispy, german dog, fillet or filet)', () => {
    const lexicon = loadEnglishFoodLexicon();
    expect(
      ['twister', 'Old Fashioned', 'crispy', 'german dog', 'fillet', 'filet'].map((word) => lexicon.japaneseOf(word)[0] ?? null),
    ).toEqual(['ツイスター', 'オールドファッション', 'クリスピー', 'ジャーマンドッグ', 'ヒレ', 'ヒレ']);
  });
});

describe('EnglishFoodLexicon.japaneseOf, a compound named in English', () => {
  it('is the compound, never a short form of it that alone means another food (vienna coffee is no ウインナー, the sausage)', () => {
    const lexicon = loadEnglishFoodLexicon();
    const sausage = lexicon.japaneseOf('vienna sausage');
    expect(sausage).toContain('ウインナー');
    for (const english of ['vienna coffee', 'Vienna Coffee'])
      expect([english, lexicon.japaneseOf(english).filter((name) => sausage.includes(name))]).toEqual([english, []]);
  });
});

describe('EnglishFoodLexicon.modifierFormsOf, a word as the lexicon compounds write it before another', () => {
  const lexicon = loadEnglishFoodLexicon();

  it('is the name part two compounds agree on, when it differs from the word alone (green tea: 抹茶, as in 抹茶ラテ, 抹茶アイス)', () => {
    expect(lexicon.japaneseOf('green tea')).not.toContain('抹茶');
    expect(lexicon.modifierFormsOf('green tea')).toEqual(['抹茶']);
    expect(lexicon.modifierFormsOf('Green Tea')).toEqual(['抹茶']);
    // One compound is no rule (hot cake → パンケーキ makes no パン of hot); a word written alike has none.
    expect(lexicon.modifierFormsOf('hot')).toEqual([]);
    expect(lexicon.modifierFormsOf('matcha')).toEqual([]);
    expect(lexicon.modifierFormsOf('抹茶')).toEqual([]);
  });
});

describe('FoodVocabulary.shopKind', () => {
  it('every word of shop_kind_words.tsv names categories the chain list has, and names them whole in any spelling', () => {
    const chains = readChains();
    const categories = new Set(chains.map((chain) => chain.category));
    for (const row of readTsvRows('shop_kind_words.tsv'))
      expect([row.word, row.category!.split(' ').every((category) => categories.has(category))]).toEqual([row.word, true]);
    const vocabulary = new FoodVocabulary(loadEnglishFoodLexicon(), chains, []);
    expect(['ｺﾝﾋﾞﾆ', 'Konbini', 'ファミレス'].map((term) => vocabulary.shopKind(term)?.categories)).toEqual([
      ['convenience'],
      ['convenience'],
      ['family_restaurant'],
    ]);
    expect([vocabulary.shopKind('カフェ')?.alsoFood, vocabulary.shopKind('コンビニ弁当')]).toEqual([true, null]);
    expect(['Convenience Store', 'coffee shop'].map((term) => vocabulary.shopKind(term)?.categories)).toEqual([['convenience'], ['cafe']]);
    expect([vocabulary.shopKindGroupsWith('fried_chicken'), vocabulary.shopKindGroupsWith('cafe')]).toEqual([
      [['burger', 'fried_chicken']],
      [],
    ]);
  });

  it('names nothing where the chain list has no shop of the kind', () => {
    const chain: ChainRecord = { id: 'c', name: '架空亭', nameEn: '', reading: '', romaji: '', aliases: [], category: 'ramen' };
    const made = new FoodVocabulary(loadEnglishFoodLexicon(), [chain], []);
    expect([made.shopKind('コンビニ'), made.shopKind('ラーメン屋')?.categories]).toEqual([null, ['ramen']]);
  });
});

describe('FoodVocabulary.wordsWithAKanaBefore, the words holding a word right after their first kana', () => {
  const vocabulary = new FoodVocabulary(
    loadEnglishFoodLexicon(),
    readChains(),
    readTsvRows('sudachi_food_synonyms.tsv').map((row) => row.surface ?? ''),
  );
  /** Every known word, as the vocabulary folds and keeps them: the plain scan the lookup must agree with. */
  const words: string[] = [...(vocabulary as unknown as { words: Set<string> }).words];
  const scan = (term: string) => {
    const folded = normalizeText(term).replace(/ /g, '');
    return words.filter((word) => /^[\u3041-\u309f]/u.test(word) && word.length > 2 && word.slice(1).startsWith(folded)).sort();
  };

  it('finds the words another sits in after one kana (ラム: クラム, プラム; にぎり: おにぎり; いか: すいか), folded, as a scan does', () => {
    expect(vocabulary.wordsWithAKanaBefore('ラム')).toEqual(expect.arrayContaining(['ぷらむ', 'くらむちゃうだあ']));
    expect(vocabulary.wordsWithAKanaBefore('にぎり')).toContain('おにぎり');
    expect(vocabulary.wordsWithAKanaBefore('いか')).toContain('すいか');
    for (const term of ['ラム', 'にぎり', 'いか', 'うどん', '握り', 'みそ', 'あ'])
      expect([term, [...vocabulary.wordsWithAKanaBefore(term)].sort()]).toEqual([term, term.length < 2 ? [] : scan(term)]);
  });

  it('finds none for a word no other holds so, a single character or latin letters', () => {
    expect(vocabulary.wordsWithAKanaBefore('ぎゅうどん')).toEqual([]);
    expect(vocabulary.wordsWithAKanaBefore('す')).toEqual([]);
    expect(vocabulary.wordsWithAKanaBefore('lamb')).toEqual([]);
  });
});

describe('FoodVocabulary.latinNicknameNear, a nickname listed in latin letters misspelt', () => {
  const vocabulary = new FoodVocabulary(loadEnglishFoodLexicon(), readChains(), [], readTsvRows('chain_item_nicknames.tsv'));

  it('is the nearest nickname within the edits (frapuccino: frappuccino, bigmak: bigmac)', () => {
    expect(vocabulary.latinNicknameNear('frapuccino', 2)).toBe('frappuccino');
    expect(vocabulary.latinNicknameNear('bigmak', 1)).toBe('bigmac');
  });

  it('is none for a nickname spelled right, a word too far or no edits allowed', () => {
    expect(vocabulary.latinNicknameNear('frappuccino', 2)).toBeNull();
    expect(vocabulary.latinNicknameNear('cappuccino', 1)).toBeNull();
    expect(vocabulary.latinNicknameNear('bigmak', 0)).toBeNull();
  });

  it('also reads a misspelt romaji of a nickname in kana, a kana alias of a chain in romaji or a chain’s latin name', () => {
    expect(vocabulary.latinNicknameNear('famichki', 1)).toBe('ふぁみちき');
    expect(vocabulary.latinNicknameNear('makdo', 1)).toBe('makudo');
    expect(vocabulary.latinNicknameNear('staba', 1)).toBe('sutaba');
    expect(vocabulary.latinNicknameNear('mcdonals', 1)).toBe('mcdonalds');
  });

  it('is none for a chain’s name or alias spelled right, or a known food word', () => {
    expect(vocabulary.latinNicknameNear('makudo', 1)).toBeNull();
    expect(vocabulary.latinNicknameNear('sutaba', 1)).toBeNull();
    expect(vocabulary.latinNicknameNear('mcdonalds', 2)).toBeNull();
    expect(vocabulary.latinNicknameNear('ramen', 1)).toBeNull();
  });
});
