import { bigrams, dishWordsEnding, englishHeadToken, readingPieces, trigrams, wordPairs } from './catalog-tokens';
import { createJaCatalogAnalyzer, withIterationMarkSpelled, withRepeatedKanjiMarked } from './ja-catalog-analyzer';
import { coreName, statesSeveralServings } from './size-words';
import type { CatalogTextAnalyzer } from './catalog-text-analyzer';

let analyzer: CatalogTextAnalyzer;
beforeAll(async () => {
  analyzer = await createJaCatalogAnalyzer();
}, 30000);

const nameTokensOf = (q: string) =>
  analyzer.analyzeQuery(q).terms.map((term) => term.filter((clause) => clause.field === 'name').flatMap((clause) => clause.tokens));

describe('English food words in a query', () => {
  it('also match the Japanese names of the food, below the English name itself', () => {
    const [term] = analyzer.analyzeQuery('pudding').terms;
    const english = term!.find((clause) => clause.field === 'english')!;
    const japanese = term!.find((clause) => clause.field === 'name' && clause.tokens.includes('ぷり'))!;
    expect(japanese).toBeDefined();
    expect(japanese.boost).toBeLessThan(english.boost);
  });

  it('take a known phrase as one term (any of its Japanese names, or its words close together in the English name)', () => {
    expect(analyzer.analyzeQuery('fried chicken').words).toEqual(['fried chicken']);
    expect(nameTokensOf('fried chicken')[0]).toEqual(expect.arrayContaining(['から', 'あげ', '唐揚']));
    const english = analyzer.analyzeQuery('fried chicken').terms[0]!.find((clause) => clause.field === 'english')!;
    expect(english).toMatchObject({ tokens: ['chicken~fried', 'fried', 'chicken'], minShould: 1 });
  });

  it('build Japanese compounds of a phrase, and never pair words across "with"', () => {
    expect(nameTokensOf('cold soba')[0]).toEqual(expect.arrayContaining(['ざる', '冷や']));
    expect(wordPairs('Omelette with rice')).toEqual([]);
    expect(wordPairs('Pork ginger saute')).toContain('ginger~pork');
    expect(wordPairs('Stir-fried glass noodles')).not.toContain('fried~noodles');
  });
});

describe('full-width letters', () => {
  it('spell the same romaji, English word or chain as their ASCII form', () => {
    for (const [wide, ascii] of [
      ['ｋａｒａａｇｅ', 'karaage'],
      ['ＦＡＭＩＣＨＩＫＩ', 'FAMICHIKI'],
      ['ＣＵＲＲＹ ｒｉｃｅ', 'CURRY rice'],
      ['ｒａｍｅｎ －ｍｉｓｏ', 'ramen -miso'],
    ]) {
      expect(analyzer.analyzeQuery(wide!)).toEqual(analyzer.analyzeQuery(ascii!));
      expect(analyzer.analyzeTypoTolerantQuery(wide!)).toEqual(analyzer.analyzeTypoTolerantQuery(ascii!));
    }
  });
});

describe('romaji with macrons and latin words with accents', () => {
  it('spell a macron as the long vowel IME romaji types, and drop any other mark', () => {
    for (const [accented, plain] of [
      ['rāmen', 'raamen'],
      ['gyūdon', 'gyuudon'],
      ['karē raisu', 'karee raisu'],
      ['shōyu', 'shouyu'],
      ['Tonkatsu RĀMEN', 'Tonkatsu RAAMEN'],
      ['café', 'cafe'],
      ['crème brûlée', 'creme brulee'],
    ]) {
      expect(analyzer.analyzeQuery(accented!)).toEqual(analyzer.analyzeQuery(plain!));
      expect(analyzer.analyzeTypoTolerantQuery(accented!)).toEqual(analyzer.analyzeTypoTolerantQuery(plain!));
    }
    expect(analyzer.withoutChains('karē raisu')).toBeNull();
  });
});

describe('a chain and a food typed as one word', () => {
  it('are the two terms, as with a space; an excluded word stays whole', () => {
    expect(analyzer.analyzeQuery('吉野家の牛丼')).toEqual(analyzer.analyzeQuery('吉野家 牛丼'));
    expect(analyzer.analyzeQuery('牛丼 -吉野家の牛丼').excluded).toHaveLength(1);
    expect(analyzer.analyzeQuery('牛丼 -吉野家の牛丼').words).toEqual(['牛丼']);
  });

  it("a chain's own name for an item is the chain and the catalog's plain name, in kana or romaji", () => {
    // Their terms also hold the nickname as typed (next test): the words are the same.
    expect(analyzer.analyzeQuery('ファミチキ').words).toEqual(analyzer.analyzeQuery('ファミリーマート 骨なしチキン').words);
    expect(analyzer.analyzeQuery('famichiki').words).toEqual(analyzer.analyzeQuery('ファミリーマート 骨なしチキン').words);
    expect(analyzer.analyzeQuery('ビッグマック')).toEqual(analyzer.analyzeQuery('マクドナルド ビッグマック'));
    expect(analyzer.analyzeQuery('Big Mac')).toEqual(analyzer.analyzeQuery('マクドナルド ビッグマック'));
    expect(analyzer.analyzeQuery('ビックマック').words).toEqual(analyzer.analyzeQuery('マクドナルド ビッグマック').words);
    expect(analyzer.analyzeQuery('whopper')).toEqual(analyzer.analyzeQuery('バーガーキング ワッパー'));
    expect(analyzer.analyzeQuery('抹茶フラペチーノ').words).toEqual(['スターバックスコーヒー', 'フローズンドリンク', '抹茶']);
    expect(analyzer.analyzeQuery('ファミチキ -ファミチキ').words).toEqual(['ファミリーマート', '骨なしチキン']);
    expect(analyzer.analyzeQuery('ビッグマックセット').words).toEqual(['マクドナルド', 'ビッグマック', 'せっと']);
  });

  it('a nickname also matches a name that is the nickname as typed, above the catalog name it stands for (ファミチキ itself first)', () => {
    const wholeNames = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms[1]!.filter((clause) => clause.field === 'wholeName')
        .map(({ tokens, boost }) => ({ tokens, boost }));
    for (const q of ['ファミチキ', 'famichiki', 'ファミマのファミチキ', 'ファミチキレッド']) {
      const [catalogName, typed] = wholeNames(q);
      expect(catalogName!.tokens).toContain('骨なしちきん');
      expect(typed!.tokens).toEqual(['ふぁみちき']);
      expect(typed!.boost).toBeGreaterThan(catalogName!.boost);
    }
    // A chain named before its own nickname is the chain again, not a flavour (it found nothing).
    expect(analyzer.analyzeQuery('ファミマのファミチキ').words).toEqual(['ファミリーマート', '骨なしチキン']);
    // A chain and a food typed as one word name nothing else.
    expect(analyzer.analyzeQuery('吉野家の牛丼')).toEqual(analyzer.analyzeQuery('吉野家 牛丼'));
    // Never the shop field: the nickname names an item, not a chain.
    expect(analyzer.analyzeQuery('ファミチキ').terms[1]!.some((clause) => clause.field === 'shop')).toBe(false);
  });

  it('latin words that name a chain or its item together are one word, inside a longer query too (coco ichi, big mac set)', () => {
    expect(analyzer.analyzeQuery('coco ichi curry').words).toEqual(['coco ichi', 'curry']);
    expect(analyzer.analyzeQuery('family mart coffee').words).toEqual(['family mart', 'coffee']);
    expect(analyzer.analyzeQuery('big mac set').words).toEqual(['マクドナルド', 'ビッグマック', 'set']);
    expect(analyzer.analyzeQuery('mcdonalds big mac').words).toEqual(['mcdonalds', 'マクドナルド', 'ビッグマック']);
    expect(analyzer.analyzeQuery('ＢＩＧ ＭＡＣ')).toEqual(analyzer.analyzeQuery('Big Mac'));
    // English words spelling a nickname in their Japanese names: チキン フィレ バーガー, KFC's チキンフィレサンド.
    expect(analyzer.analyzeQuery('kfc chicken filet burger').words).toEqual(['kfc', 'ケンタッキーフライドチキン', 'チキンフィレサンド']);
    expect(analyzer.analyzeQuery('starbucks frappuccino').words).toEqual(['starbucks', ...analyzer.analyzeQuery('フラペチーノ').words]);
    // Words that name nothing together stay apart; an excluded word is never joined.
    expect(analyzer.analyzeQuery('lawson karaage').words).toEqual(['lawson', 'karaage']);
    expect(analyzer.analyzeQuery('big -mac').words).toEqual(['big']);
  });

  it('a nickname that also names the chain (吉牛) is its item alone, in kana or romaji, and the chain beside a food', () => {
    const chainAndItem = analyzer.analyzeQuery('吉野家 牛丼').words;
    for (const q of ['吉牛', 'yoshigyu', 'yoshigyuu', 'ＹＯＳＨＩＧＹＵ', '吉牛 並盛'])
      expect(analyzer.analyzeQuery(q).words.slice(0, 2)).toEqual(chainAndItem);
    // A food typed beside it: the chain's rows of that food, not 牛丼 and that food.
    expect(analyzer.analyzeQuery('吉牛 カレー').words).toEqual(['吉牛', 'カレー']);
    expect(analyzer.analyzeQuery('yoshigyu karaage').words).toEqual(['yoshigyu', 'karaage']);
  });

  it("a nickname's catalog name and a chain's name are never taken apart as compounds of food words", () => {
    // ケンチキ names ケンタッキーフライドチキン (フライドチキン would be a food term) and オリジナルチキン.
    for (const q of ['ケンチキ', 'チキンマックナゲット', 'フラペチーノ', 'ケンタッキーフライドチキン ポテト'])
      expect(analyzer.withCompoundsApart(q)).toBeNull();
    expect(analyzer.withCompoundsApart('鮭おにぎり')).not.toBeNull();
  });

  it('takes an English dish apart by the Japanese compound the lexicon names it by (salmon onigiri: 鮭 おにぎり)', () => {
    const apart = analyzer.withCompoundsApart('salmon onigiri');
    expect(apart?.terms).toHaveLength(2);
    expect(apart!.terms[1]!.some((clause) => clause.field === 'readingTrigrams' || clause.tokens.includes('にぎ'))).toBe(true);
    // A word the lexicon names by no compound stays whole.
    expect(analyzer.withCompoundsApart('tiramisu')).toBeNull();
  });

  it('a flavour typed after the nickname stays a word of its own, known to the food words or not (ファミチキレッド)', () => {
    expect(analyzer.analyzeQuery('ファミチキレッド').words).toEqual(['ファミリーマート', '骨なしチキン', 'れっど']);
    expect(analyzer.analyzeQuery('ケンチキ旨塩').words).toEqual(['ケンタッキーフライドチキン', 'オリジナルチキン', '旨塩']);
    // A latin rest or a lone kana is no word of its own.
    expect(analyzer.analyzeQuery('ワッパーJr').words).toEqual(['ワッパーJr']);
  });

  it('a nickname written another way a loanword is, with ッ or ー or not or a small kana typed big, is the nickname', () => {
    // The same words; each term also holds its spelling as typed (a name written that way ranks first).
    expect(analyzer.analyzeQuery('フラッペチーノ').words).toEqual(analyzer.analyzeQuery('フラペチーノ').words);
    expect(analyzer.analyzeQuery('フアミチキ').words).toEqual(analyzer.analyzeQuery('ファミチキ').words);
    expect(analyzer.analyzeQuery('ワッパ').words).toEqual(analyzer.analyzeQuery('ワッパー').words);
    // Only katakana: わっぱ (a bento box) is no ワッパー.
    expect(analyzer.analyzeQuery('わっぱ').words).toEqual(['わっぱ']);
  });
});

describe("a dish's short form", () => {
  const wholeNames = (q: string) =>
    analyzer
      .analyzeQuery(q)
      .terms[0]!.filter((clause) => clause.field === 'wholeName')
      .map(({ tokens, boost }) => ({ tokens, boost }));

  it('also counts a name that is its full form whole (ラテ → カフェラテ), below a name that is the term itself', () => {
    const [own, full] = wholeNames('ラテ');
    expect(own!.tokens).toEqual(['らて']);
    expect(full!.tokens).toEqual(['かふぇらて']);
    expect(full!.boost).toBeLessThan(own!.boost);
    expect(wholeNames('らて')).toEqual(wholeNames('ラテ'));
    // Sudachi's latin full forms (caffellatte) are no catalog name; a word with no short-form row gets none.
    expect(wholeNames('ラテ')).toHaveLength(2);
    expect(wholeNames('抹茶ラテ')).toHaveLength(1);
  });

  it('typed in romaji, meets the same whole names as in kana: the row named by the short form first (potesara: ポテサラ)', () => {
    for (const [romaji, kana] of [
      ['potesara', 'ポテサラ'],
      ['ebisen', 'えびせん'],
      ['namachoko', 'なまちょこ'],
    ] as const)
      expect([romaji, wholeNames(romaji)]).toEqual([romaji, wholeNames(kana)]);
    // And the known word it is the romaji of, its long vowels folded (gyudon: 牛丼, ぎゅうどん), as that word typed.
    for (const [romaji, known] of [
      ['gyudon', '牛丼'],
      ['ramen', 'ラーメン'],
      ['udon', 'うどん'],
    ] as const) {
      const [own] = wholeNames(known);
      expect([romaji, wholeNames(romaji)[0]]).toEqual([romaji, { tokens: expect.arrayContaining(own!.tokens), boost: own!.boost }]);
    }
    // An English word's letters (cake: かけ) and a chain (makku) are no kana's whole name.
    expect(wholeNames('cake').some(({ tokens }) => tokens.includes('かけ'))).toBe(false);
    expect(wholeNames('makku').some(({ tokens }) => tokens.includes('まっく'))).toBe(false);
  });
});

describe('a kana word', () => {
  it('also meets the names where one of their words begins with it (its romaji), above the name bigrams', () => {
    const [term] = analyzer.analyzeQuery('バニラ').terms;
    const wordStart = term!.find((clause) => clause.field === 'romaji')!;
    expect(wordStart.tokens).toEqual(['banira']);
    expect(wordStart.boost).toBeGreaterThan(term!.find((clause) => clause.field === 'name')!.boost);
    expect(analyzer.analyzeQuery('牛丼').terms[0]!.some((clause) => clause.field === 'romaji')).toBe(false);
  });
});

describe('a name whole', () => {
  it('is its core without bracketed notes and the serving words after it', () => {
    expect(coreName('餃子 6個')).toBe('餃子');
    expect(coreName('ご飯 大')).toBe('ご飯');
    expect(coreName('コーヒー(S)')).toBe('コーヒー');
    expect(coreName('牛めし（並盛）')).toBe('牛めし');
    expect(coreName('さばの塩焼定食（W盛）')).toBe('さばの塩焼定食');
    expect(coreName('かけうどん 得')).toBe('かけうどん');
    // A note that names a variant is part of the name.
    expect(coreName('牛丼（つゆだく） 並盛')).toBe('牛丼（つゆだく）');
    expect(coreName('かけうどん（温玉のせ） 並')).toBe('かけうどん（温玉のせ）');
    expect(coreName('ポテト M')).toBe('ポテト');
    expect(coreName('冷凍ギョーザ 12個')).toBe('冷凍ギョーザ');
    // A name that is only an amount keeps it.
    expect(coreName('200ml')).toBe('200ml');
  });

  it('meets a term by surface or reading, boosted above any partial match (ぎょうざ is 餃子, not 冷凍ギョーザ)', () => {
    const term = analyzer.analyzeQuery('ぎょうざ').terms[0]!;
    const whole = term.find((clause) => clause.field === 'wholeName')!;
    expect(whole.tokens).toEqual(['ぎょうざ']);
    expect(whole.boost).toBeGreaterThan(Math.max(...term.filter((clause) => clause.field !== 'wholeName').map((clause) => clause.boost)));
    const entry = (id: string, name: string) => ({ id, type: 'dish', name, category: '', genres: [] }) as never;
    expect(analyzer.documentText(entry('g_1', '餃子 6個'), undefined).wholeName).toEqual(['餃子', 'ぎょうざ']);
    expect(analyzer.documentText(entry('g_2', '冷凍ギョーザ 12個'), undefined).wholeName).not.toContain('ぎょうざ');
    // A chain term is answered by the chain's rows, not by a product named like the chain.
    expect(analyzer.analyzeQuery('マクドナルド').terms[0]!.some((clause) => clause.field === 'wholeName')).toBe(false);
  });
});

describe('character n-grams', () => {
  it('are of characters, not UTF-16 code units: a kanji outside the basic plane (𩸽, 𠮷) is one character', () => {
    expect(bigrams('𩸽の開き 𠮷')).toEqual(['𩸽の', 'の開', '開き', '𠮷']);
    expect(trigrams('𩸽の開き')).toEqual(['𩸽の開', 'の開き']);
    expect(bigrams('ほっけ・定食')).toEqual(['ほっ', 'っけ', '定食']);
    expect(trigrams('ほっけ 定食')).toEqual(['ほっけ']);
  });
});

describe('a reading of three kana', () => {
  it('is one trigram, so two bigrams from different words of a name never meet it (お茶 is not in カカオチョコ + 抹茶)', () => {
    expect(trigrams('おちゃ づけ')).toEqual(['おちゃ']);
    expect(trigrams('かかおちょこ まっちゃ')).not.toContain('おちゃ');
    const term = analyzer.analyzeQuery('お茶').terms[0]!;
    expect(term.find((clause) => clause.field === 'readingTrigrams')?.tokens).toEqual(['おちゃ']);
    expect(term.some((clause) => clause.field === 'reading')).toBe(false);
    // Longer readings keep their bigrams (a typo's worth of them may be missing).
    expect(analyzer.analyzeQuery('ぎゅうどん').terms[0]!.some((clause) => clause.field === 'reading')).toBe(true);
  });

  it('is never related through one of its bigrams alone (おちゃ is no チャーハン)', () => {
    const related = analyzer.analyzeRelatedQuery('おちゃ')?.terms.flat() ?? [];
    expect(related.filter((clause) => clause.tokens.includes('ちゃ'))).toEqual([]);
  });
});

describe('a short term read in one piece (adjacency)', () => {
  const entry = (name: string) => ({ id: 'p_1', type: 'product', name, category: '', genres: [] }) as never;
  const piecesOf = (name: string) => analyzer.documentText(entry(name), undefined).readingPieces;

  it('indexes every stretch of whole sounds of a word, none starting on a kana that only lengthens the one before', () => {
    // でんち would end inside ちょ; うどん would start on the う that lengthens しゅ; かつおも is no stretch at all.
    expect(piecesOf('ゴールデンチョコレート')).not.toContain('でんち');
    expect(piecesOf('ゴールデンチョコレート')).toContain('でんちょこ');
    expect(piecesOf('チャーシュー丼')).not.toContain('うどん');
    expect(piecesOf('とんかつ大盛り')).not.toContain('かつおも');
    expect(piecesOf('期間限定 たらこスパゲッティ')).not.toContain('すぱげってい');
    expect(piecesOf('群馬県産たまご')).not.toContain('けんた');
    expect(piecesOf('ざるうどん 並')).toEqual(expect.arrayContaining(['うどん', 'ざるうどん', 'ざるう']));
    // A reading piece that starts on a long vowel's kana begins a word there (す|うどん).
    expect(readingPieces([['す', 'うどん']])).toContain('うどん');
    expect(readingPieces([['すうどん']])).not.toContain('うどん');
  });

  it('starts no piece right after a っ, which binds the sound after it into its word (かけうどん is no piece of ぶっかけうどん)', () => {
    expect(piecesOf('プレミアムぶっかけうどん 大')).not.toContain('かけうどん');
    expect(piecesOf('プレミアムぶっかけうどん 大')).toEqual(expect.arrayContaining(['ぶっかけ', 'うどん']));
    expect(readingPieces([['ぶっ', 'かけ', 'うどん']])).not.toContain('かけ');
  });

  it('asks the name and reading clauses of a short kana term for its reading as one piece', () => {
    const term = analyzer.analyzeQuery('うどん').terms[0]!;
    for (const field of ['name', 'readingTrigrams'] as const) {
      expect(term.find((clause) => clause.field === field)).toMatchObject({ readingPiece: 'うどん' });
    }
    expect(analyzer.analyzeQuery('電池').terms[0]!.find((clause) => clause.field === 'readingTrigrams')).toMatchObject({
      readingPiece: 'でんち',
    });
    // A kanji term's name bigrams are its own; a long reading may hold a typo, so it needs no piece.
    expect(analyzer.analyzeQuery('電池').terms[0]!.find((clause) => clause.field === 'name')!.readingPiece).toBeUndefined();
    // (Its tolerant clauses ask for the food word it begins with whole, ちーず: a long term's lead word, below.)
    expect(analyzer.analyzeQuery('ちーずばーがー').terms[0]!.map((clause) => clause.readingPiece)).not.toContain('ちいずばあがあ');
  });

  it('asks a long reading that repeats its sounds for the whole reading as one piece, which no name holds', () => {
    // あああああああ's bigrams are ああ alone, met by アーモンド (ああもんど); とんとんとんとん's とん and んと by とんかつ弁当.
    const pieces = (q: string) => analyzer.analyzeQuery(q).terms[0]!.filter((clause) => clause.readingPiece);
    expect(pieces('aaaaaaa')).toEqual([expect.objectContaining({ field: 'reading', readingPiece: 'あああああああ' })]);
    expect(pieces('tontontonton').map((clause) => clause.readingPiece)).toEqual(['とんとんとんとん']);
    for (const field of ['name', 'reading'] as const) {
      expect(pieces('とんとんとんとん').find((clause) => clause.field === field)).toMatchObject({ readingPiece: 'とんとんとんとん' });
    }
    // Two words doubled, or a long name, may hold a typo and keep no piece.
    expect(pieces('ふわふわとろとろ')).toEqual([]);
    expect(pieces('chikinnanban')).toEqual([]);
  });

  it('meets a short katakana term’s loose key in one piece of a name’s loose key, never across a dropped ー or ッ', () => {
    // たっぷりグリーンサラダ's loose key たぷりぐりんさらだ holds ぷり and りん, but not ぷりん.
    expect(piecesOf('たっぷりグリーンサラダ')).not.toContain('loose:ぷりん');
    expect(piecesOf('ハンバーグ')).toContain('loose:はんばぐ');
    expect(piecesOf('ホットドッグ')).toContain('loose:ほとどぐ');
    // Apart from the reading's pieces: ミルクムースシュー's loose key むすしゆ holds すし, its reading (むうすしゅう) not.
    expect(piecesOf('ミルクムースシュー')).not.toContain('すし');
    const loose = analyzer.analyzeQuery('プリン').terms[0]!.filter((clause) => clause.field === 'looseName');
    expect(loose).toEqual([expect.objectContaining({ tokens: ['ぷり', 'りん'], readingPiece: 'loose:ぷりん' })]);
    expect(analyzer.analyzeQuery('ハンバグ').terms[0]!.find((clause) => clause.field === 'looseName')).toMatchObject({
      readingPiece: 'loose:はんばぐ',
    });
  });
});

describe('a dish in a box (重)', () => {
  it('is read じゅう, not おも, and relates to the bowl the catalog names it by (豚重 → 豚丼)', () => {
    const reading = analyzer.analyzeQuery('カツ重').terms[0]!.find((clause) => clause.field === 'reading');
    expect(reading).toMatchObject({ tokens: ['かつ', 'つじ', 'じゅ', 'ゅう'], readingPiece: 'かつじゅう' });
    const related = analyzer.analyzeRelatedQuery('豚重')!.terms.flat();
    expect(related.filter((clause) => clause.field === 'name').map((clause) => clause.tokens)).toContainEqual(['豚丼']);
    // A word that only holds the kanji is no box (豚バラ重ねかつ: かさね).
    expect(analyzer.analyzeQuery('重ねかつ').terms[0]!.find((clause) => clause.field === 'reading')?.tokens).toContain('かさ');
  });
});

describe("a dictionary's synonym of a term", () => {
  it('needs every bigram: it is spelled right, so no typo share lets it meet bigrams of different words', () => {
    const custard = analyzer
      .analyzeQuery('プリン')
      .terms[0]!.find((clause) => clause.field === 'name' && clause.tokens.join() === 'かす,すた,たあ,あど,どぷ,ぷり,りん');
    expect(custard?.minShould).toBe(1);
  });
});

describe('a size letter glued to the word before it', () => {
  it('is the word and the letter apart, as typed with a space (ポテトL, コーヒーＭ, ｶﾌｪﾗﾃS), and no letter elsewhere', () => {
    for (const [glued, apart] of [
      ['ポテトL', 'ポテト L'],
      ['コーヒーＭ', 'コーヒー Ｍ'],
      ['ｶﾌｪﾗﾃS', 'ｶﾌｪﾗﾃ S'],
    ] as const)
      expect([glued, analyzer.analyzeQuery(glued).words]).toEqual([glued, analyzer.analyzeQuery(apart).words]);
    // A letter after a number is a unit (牛乳1L), another letter no size (ビタミンC), a letter first no size after a word (Lチキ).
    for (const q of ['牛乳1L', 'ビタミンC', 'Lチキ']) expect([q, analyzer.analyzeQuery(q).words.includes('L')]).toEqual([q, false]);
    expect(analyzer.analyzeQuery('ビタミンC').words).toEqual(['ビタミンC']);
  });
});

describe('ミニ after a dish', () => {
  it('also meets the portion 小 the names write (小, 小盛), below ミニ itself', () => {
    for (const q of ['牛丼 ミニ', '牛丼 みに', 'gyudon mini']) {
      const size = analyzer.analyzeQuery(q).terms[1]!.filter((clause) => clause.field === 'name' && clause.tokens.includes('小盛'));
      expect([q, size.map((clause) => clause.boost)]).toEqual([q, [0.5]]);
    }
  });
});

describe('a size letter after a dish', () => {
  it('matches the size word of the Japanese name (ポテト M), besides the English field', () => {
    const [, size] = analyzer.analyzeQuery('ポテト M').terms;
    expect(size).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'name', tokens: ['m'] })]));
    const [, word] = analyzer.analyzeQuery('ポテト ham').terms;
    expect(word!.some((clause) => clause.field === 'name' && clause.tokens.includes('ham'))).toBe(false);
  });
});

describe('shops and food words', () => {
  const shopClauses = (q: string) => analyzer.analyzeQuery(q).terms[0]!.filter((clause) => clause.field === 'shop');

  it('a chain name or alias is the chain (its token), a food word inside a chain name is not', () => {
    expect(shopClauses('ケンタ')).toEqual([expect.objectContaining({ tokens: ['#kfc'] })]);
    expect(shopClauses('Kentucky Fried Chicken')).toEqual([expect.objectContaining({ tokens: ['#kfc'] })]);
    expect(shopClauses('チキン')).toEqual([]);
    expect(shopClauses('coffee')).toEqual([]);
  });

  it("a term read as a chain's name is spelled right: its clauses on the names need every bigram (ミスタードーナツ is no ツイストドーナツ)", () => {
    for (const q of ['ミスタードーナツ', 'フレッシュネス', 'ファミリーマート']) {
      const tolerant = analyzer.analyzeQuery(q).terms[0]!.filter((clause) => clause.minShould < 1 && !clause.fuzzy);
      expect([q, tolerant]).toEqual([q, []]);
    }
    // A long term that names no chain still tolerates a typo in its bigrams.
    expect(analyzer.analyzeQuery('ハンバーグステーキ').terms[0]!.some((clause) => clause.field === 'name' && clause.minShould < 1)).toBe(
      true,
    );
  });
});

describe('more or less of a dish or of its part (麺2倍, ご飯大盛)', () => {
  it('is left out whole with the amounts, the part named with it too', () => {
    for (const [q, rest, change] of [
      ['リンガーハット ちゃんぽん 麺2倍', 'リンガーハット ちゃんぽん', '麺2倍'],
      ['皿うどん 麺１．５倍', '皿うどん', '麺１．５倍'],
      ['牛丼 ご飯大盛り', '牛丼', 'ご飯大盛り'],
      ['カレー ライス少なめ', 'カレー', 'ライス少なめ'],
      ['豚丼 肉2倍', '豚丼', '肉2倍'],
      ['牛丼 倍盛', '牛丼', '倍盛'],
    ] as const)
      expect([q, analyzer.withoutAmounts(q)]).toEqual([q, { q: rest, amounts: [change] }]);
    // Alone it leaves no food to search; a food before it is no part (ラーメン2倍 stays as typed).
    expect([analyzer.withoutAmounts('麺2倍'), analyzer.withoutAmounts('ラーメン2倍')]).toEqual([null, null]);
  });
});

describe('a kind of shop (コンビニ, ファミレス, 回転寿司)', () => {
  const kindTokensOf = (q: string) =>
    analyzer.analyzeQuery(q).terms.map((term) => term.filter((clause) => clause.field === 'shopKind').flatMap((clause) => clause.tokens));

  it('names the shops of its category, beside a food word and alone, in any spelling', () => {
    expect(kindTokensOf('コンビニ おにぎり')).toEqual([['kind:convenience'], []]);
    expect(kindTokensOf('こんびに 唐揚げ')).toEqual([['kind:convenience'], []]);
    expect(kindTokensOf('conbini onigiri')).toEqual([['kind:convenience'], []]);
    expect(kindTokensOf('ファミリーレストラン')).toEqual([['kind:family_restaurant']]);
    expect(kindTokensOf('回転ずし まぐろ')).toEqual([['kind:sushi'], []]);
    expect(kindTokensOf('ファーストフード ナゲット')).toEqual([['kind:burger+fried_chicken'], []]);
  });

  it('typed in several words is one term naming the kind (convenience store, ファミリー レストラン, 回転 寿司)', () => {
    expect(kindTokensOf('convenience store onigiri')).toEqual([['kind:convenience'], []]);
    expect(kindTokensOf('Family Restaurants doria')).toEqual([['kind:family_restaurant'], []]);
    expect(kindTokensOf('ramen shop gyoza')).toEqual([['kind:ramen'], []]);
    // ラーメン屋 in romaji, one word, hyphenated or two.
    for (const q of ['ramenya gyoza', 'ramen-ya gyoza', 'ramen ya gyoza']) expect([q, kindTokensOf(q)]).toEqual([q, [['kind:ramen'], []]]);
    expect(kindTokensOf('ファミリー レストラン ハンバーグ')).toEqual([['kind:family_restaurant'], []]);
    expect(kindTokensOf('回転 すし まぐろ')).toEqual([['kind:sushi'], []]);
    expect(analyzer.analyzeQuery('coffee shop latte').words).toEqual(['coffee shop', 'latte']);
    expect(analyzer.withoutChains('family restaurant 牛丼')?.chains).toEqual(['family restaurant']);
    // Japanese words that only together name a chain are that chain; a chain named by a word of its own stays apart.
    expect(analyzer.analyzeQuery('すし ろー まぐろ').words).toEqual(['すしろー', 'まぐろ']);
    expect(analyzer.analyzeQuery('なか 卯 親子丼').words).toEqual(['なか卯', '親子丼']);
    expect(analyzer.analyzeQuery('ドトール コーヒー').words).toEqual(['ドトール', 'コーヒー']);
    // Words that make no kind together stay apart: ファミリー is then FamilyMart's name begun.
    expect(analyzer.analyzeQuery('ファミリー チキン').words).toEqual(['ファミリー', 'チキン']);
  });

  it('that is also a food word (カフェ of カフェラテ) is a kind only beside another word, and keeps its own clauses', () => {
    expect(kindTokensOf('カフェ')).toEqual([[]]);
    expect(kindTokensOf('カフェ モカ')).toEqual([['kind:cafe'], []]);
    expect(analyzer.analyzeQuery('カフェ モカ').terms[0]!.some((clause) => clause.field === 'name')).toBe(true);
  });

  it('is no kind as part of a longer word, and a shop carries its category as its one shopKind token', () => {
    expect(kindTokensOf('コンビニスイーツ')).toEqual([[]]);
    const shop = {
      id: 'lawson',
      name: 'ローソン',
      nameEn: 'Lawson',
      reading: 'ろーそん',
      romaji: 'roson',
      aliases: [],
      category: 'convenience',
    };
    const entry = { id: 'p_1', type: 'product', name: 'おにぎり 鮭', category: 'おにぎり', genres: [] } as never;
    expect(analyzer.documentText(entry, shop as never).shopKind).toEqual(['kind:convenience']);
    // A word for two kinds (ファストフード) meets one token both carry, so the one fried-chicken chain's rarer token does not lead.
    const kfc = { ...shop, id: 'kfc', name: 'ケンタッキーフライドチキン', nameEn: 'KFC', category: 'fried_chicken' };
    expect(analyzer.documentText(entry, kfc as never).shopKind).toEqual(['kind:fried_chicken', 'kind:burger+fried_chicken']);
  });

  it('is left out with the chains when the food is not sold there', () => {
    expect(analyzer.withoutChains('ファミレス 牛丼')?.chains).toEqual(['ファミレス']);
  });
});

describe('a latin word whose romaji spells a food', () => {
  it('never reaches the shop names (hanburger: hamburger, in Dom Dom Hamburger)', () => {
    const shopClauses = (q: string) => analyzer.analyzeQuery(q).terms[0]!.filter((clause) => clause.field === 'shop');
    expect(shopClauses('hanburger')).toEqual([]);
    expect(shopClauses('domdom').length).toBeGreaterThan(0);
  });
});

describe('typos and gibberish', () => {
  const fuzzyOf = (q: string) =>
    analyzer
      .analyzeTypoTolerantQuery(q)
      .terms[0]!.filter((clause) => clause.fuzzy)
      .map((clause) => `${clause.field}:${clause.tokens[0]}:${clause.fuzzy}`);

  it('tolerates edits by what was typed: one from 5 letters, two from 9, one kanji from 3 characters', () => {
    expect(fuzzyOf('nikumna')).toContain('words:nikumna:1');
    expect(fuzzyOf('フリン')).toContain('words:furin:1');
    expect(fuzzyOf('cxheesecak')).toContain('words:cxheesecak:2');
    expect(fuzzyOf('唐楊げ')).toEqual(['kanjiWords:唐楊げ:1']);
    expect(fuzzyOf('pizz')).toEqual([]);
  });

  it("keeps the first letter of a long-vowel word's folded romaji, whose edits are the typed spelling's", () => {
    const folded = (q: string) =>
      analyzer
        .analyzeTypoTolerantQuery(q)
        .terms[0]!.filter((clause) => clause.fuzzy && clause.field === 'words')
        .map((clause) => `${clause.tokens[0]}:${clause.fuzzy}:${clause.fuzzyKeepsFirst === true}`);
    expect(folded('ウインナーコーヒー')).toEqual(['uinnaakouhii:2:false', 'uinakohi:2:true']);
    expect(folded('ｸﾋｲ')).toEqual(['kuhii:1:false', 'kuhi:1:true']);
  });

  it('leaves a known word alone and only adds clauses to what the exact query has', () => {
    expect(fuzzyOf('しめじ')).toEqual([]);
    expect(analyzer.analyzeTypoTolerantQuery('しめじ').terms).toEqual(analyzer.analyzeQuery('しめじ').terms);
  });

  it('has no related query for a term that names nothing known', () => {
    expect(analyzer.analyzeRelatedQuery('xqzjvvk')).toBeNull();
    expect(analyzer.analyzeRelatedQuery('ぬゐぽめ')).toBeNull();
    expect(analyzer.analyzeRelatedQuery('しめじ')?.words).toEqual(['しめじ']);
  });

  it('has no term to match for a word too short to relate anything, rather than a query matching every item (toriki: とり)', () => {
    expect(analyzer.analyzeRelatedQuery('toriki')?.terms).toEqual([]);
    expect(analyzer.analyzeRelatedQuery('しめじ')?.terms).toHaveLength(1);
  });

  it('join only what the glossary knows, longest first, and leave other words alone', () => {
    expect(analyzer.analyzeQuery('chicken and egg bowl').words).toEqual(['chicken and egg bowl']);
    expect(analyzer.analyzeQuery('spicy fried chicken').words).toEqual(['spicy', 'fried chicken']);
    expect(analyzer.analyzeQuery('fried 牛丼').words).toEqual(['fried', '牛丼']);
  });
});

describe('katakana spelling variants and small kana typed big (issue #25)', () => {
  const looseClausesOf = (q: string) => analyzer.analyzeQuery(q).terms[0]!.filter((clause) => clause.field === 'looseName');
  const looseTokensOf = (q: string) => looseClausesOf(q).flatMap((clause) => clause.tokens);
  const indexedLoose = (name: string) =>
    analyzer.documentText({ name, category: '' } as Parameters<CatalogTextAnalyzer['documentText']>[0], undefined).looseName;

  it.each([
    ['スパゲティ', 'たらこスパゲッティ'],
    ['ホツトドツグ', 'ホットドッグ'],
    ['ヴァニラ', 'バニラアイス'],
    ['ｷﾔﾍﾞﾂ', 'ロールキャベツ'],
  ])('%s reaches %s through the loose keys of the name', (q, name) => {
    // The loose clauses are alternatives (one per key): one of them must find all its tokens in the name.
    const indexed = indexedLoose(name);
    expect(looseClausesOf(q).some((clause) => clause.tokens.every((token) => indexed.includes(token)))).toBe(true);
  });

  it('adds no loose clause to a term without katakana', () => {
    expect(looseTokensOf('かつどん')).toEqual([]);
    expect(looseTokensOf('ramen')).toEqual([]);
  });
});

describe('English dish phrases that match nothing (issue #25)', () => {
  const fallbacks = (q: string) =>
    analyzer.analyzeEnglishPhraseFallbacks(q).map((fallback) => fallback.head ?? fallback.query.words.join());

  it('try the dish the parts compose, then the head noun with fewer and fewer modifiers', () => {
    // Between them, the lexicon's phrases (pork cutlet, rice bowl) with their words apart.
    expect(fallbacks('pork cutlet rice bowl')).toEqual([
      'pork cutlet rice bowl',
      'pork,cutlet,rice,bowl',
      'cutlet rice bowl',
      'rice bowl',
      // The dish before a bowl, before the bowl alone.
      'pork cutlet rice',
      'bowl',
    ]);
    const [whole] = analyzer.analyzeEnglishPhraseFallbacks('chicken katsu bowl');
    expect(whole!.query.terms).toHaveLength(1);
    // チキンカツ丼, composed of chicken + katsu + bowl.
    const nameTokens = whole!.query.terms[0]!.filter((clause) => clause.field === 'name').flatMap((clause) => clause.tokens);
    expect(nameTokens).toEqual(expect.arrayContaining(['んか', 'かつ', 'つ丼']));
  });

  it('try a known phrase no name holds with its food words apart, the chain kept (lotteria shrimp burger: えびカツバーガー)', () => {
    const [apart] = analyzer.analyzeEnglishPhraseFallbacks('lotteria shrimp burger').filter((fallback) => fallback.apart);
    expect([apart?.apart, apart?.query.words]).toEqual([
      ['shrimp', 'burger'],
      ['lotteria', 'shrimp', 'burger'],
    ]);
    // A word of the phrase that names no food keeps it whole (kids of kids meal).
    expect(analyzer.analyzeEnglishPhraseFallbacks('kids meal').filter((fallback) => fallback.apart)).toEqual([]);
  });

  it('never cut a chain or its item named in several words (big mac meal has no head mac meal)', () => {
    expect(fallbacks('big mac meal').filter((head) => head.startsWith('mac'))).toEqual([]);
    expect(fallbacks('mcdonalds big mac chicken')).toEqual(['mcdonalds big mac chicken', 'big mac chicken', 'chicken']);
  });

  it('keep a chain typed first with each shorter head, as its own term, before the head alone (tullys vienna coffee)', () => {
    const withWords = (q: string) => analyzer.analyzeEnglishPhraseFallbacks(q).map((fallback) => [fallback.head, fallback.query.words]);
    expect(withWords('tullys vienna coffee')).toEqual([
      [null, ['tullys vienna coffee']],
      ['vienna coffee', ['vienna coffee']],
      ['coffee', ['tullys', 'coffee']],
      ['coffee', ['coffee']],
    ]);
    // Never read back as one name: starbucks coffee would be the chain's own name, all its rows.
    expect(withWords('starbucks iced vienna coffee').find(([head]) => head === 'coffee')![1]).toEqual(['starbucks', 'coffee']);
  });

  it('never cut a phrase down to a word that names no food, nor after a joining word', () => {
    expect(fallbacks('spaceship food')).toEqual(['spaceship food']);
    expect(fallbacks('spaceship with food').filter((head) => head.startsWith('with'))).toEqual([]);
  });

  it('fall back to the dish before "with" before the heads of what comes with it (ramen with gyoza: ramen, then gyoza)', () => {
    expect(fallbacks('ramen with gyoza')).toEqual(['ramen with gyoza', 'ramen', 'gyoza']);
    expect(fallbacks('coffee with oat milk').slice(0, 2)).toEqual(['coffee with oat milk', 'coffee']);
    expect(fallbacks('pancake with maple syrup').slice(0, 2)).toEqual(['pancake with maple syrup', 'pancake']);
    expect(fallbacks('hamburg steak with demiglace')).toContain('hamburg steak');
  });

  it('try the dish before a bowl before the bowl alone (chicken teriyaki bowl: chicken teriyaki, then bowl)', () => {
    const heads = fallbacks('chicken teriyaki bowl');
    expect(heads.indexOf('chicken teriyaki')).toBeGreaterThan(0);
    expect(heads.indexOf('chicken teriyaki')).toBeLessThan(heads.indexOf('bowl'));
  });

  it('take the two sides of "with" the other way round when that is one dish the lexicon knows (rice with curry: curry rice)', () => {
    expect(fallbacks('rice with curry')).toEqual(['rice with curry', 'curry rice', 'curry']);
    expect(fallbacks('burger with cheese')[1]).toBe('cheese burger');
  });

  it('leave Japanese, one-word and mixed queries alone', () => {
    expect(fallbacks('カツ丼')).toEqual([]);
    expect(fallbacks('tempura')).toEqual([]);
    expect(fallbacks('beef 丼')).toEqual([]);
  });
});

describe('a chain and a product word typed in latin letters', () => {
  const clausesOf = (q: string, field: string) =>
    analyzer.analyzeQuery(q).terms.map((term) => term.filter((clause) => clause.field === field));
  const wholeNameOf = (name: string) =>
    analyzer.documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined).wholeName;

  it('meet the item whose whole name is the chain’s own name (mos burger, mosburger, MOS → モスバーガー the burger)', () => {
    const burger = wholeNameOf('モスバーガー');
    for (const q of ['mos burger', 'mosburger', 'MOS BURGER', 'mos']) {
      const [whole] = clausesOf(q, 'wholeName')[0]!;
      expect([q, whole?.tokens.some((token) => burger.includes(token))]).toEqual([q, true]);
      expect(whole!.boost).toBeGreaterThan(Math.max(...clausesOf(q, 'shop')[0]!.map((clause) => clause.boost)));
    }
    // A Japanese chain term is met by the chain's name bigrams, as before (no whole name).
    expect(clausesOf('モス', 'wholeName')[0]).toEqual([]);
  });

  it('a latin word for a dish’s short form meets the full form whole, below the English word (latte → カフェラテ)', () => {
    const term = analyzer.analyzeQuery('latte').terms[0]!;
    const whole = term.find((clause) => clause.field === 'wholeName')!;
    expect(whole.tokens.some((token) => wholeNameOf('カフェラテ M').includes(token))).toBe(true);
    expect(whole.boost).toBeLessThan(term.find((clause) => clause.field === 'english')!.boost);
    // Only a short form's full form: a word whose Japanese name is no short form gets none.
    expect(analyzer.analyzeQuery('minestrone').terms[0]!.some((clause) => clause.field === 'wholeName')).toBe(false);
    // Romaji of the short form (rate: らて) is the kana typed, weighed as ラテ typed is.
    const wholeNamesOf = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms[0]!.filter((clause) => clause.field === 'wholeName')
        .map(({ tokens, boost }) => ({ tokens, boost }));
    expect(wholeNamesOf('rate')).toEqual(wholeNamesOf('ラテ'));
  });

  it('two kana words that are one word also meet the name holding it whole (からあげ くん = からあげクン)', () => {
    const joined = clausesOf('からあげくん', 'romaji')[0]!.at(-1)!;
    for (const term of clausesOf('からあげ くん', 'romaji'))
      expect(term).toContainEqual(expect.objectContaining({ tokens: joined.tokens }));
  });

  it('two latin words that are one word’s romaji also meet the name holding it whole (karaage kun = karaagekun)', () => {
    const joined = clausesOf('karaagekun', 'romaji')[0]![0]!;
    for (const q of ['karaage kun', 'KARAAGE KUN']) {
      for (const term of clausesOf(q, 'romaji')) expect(term).toContainEqual(expect.objectContaining({ tokens: joined.tokens }));
    }
    // Words that spell no romaji together (English words) get no joined clause.
    expect(
      clausesOf('latte tall', 'romaji')
        .flat()
        .some((clause) => clause.tokens.some((token) => token.includes('lattetall'))),
    ).toBe(false);
  });
});

describe('a café size', () => {
  const sizeTokens = (q: string) =>
    analyzer
      .analyzeQuery(q)
      .terms.at(-1)!
      .filter((clause) => clause.field === 'name')
      .map((clause) => clause.tokens);

  const entry = (name: string) => ({ id: 'p_1', type: 'product', name, category: '', genres: [] }) as never;
  const shop = (id: string) => ({ id, name: id, nameEn: id, reading: '', romaji: id, aliases: [] }) as never;

  it('typed in katakana or latin letters, meets the rows of that cup at the chains that sell cups by its name (トール = their M)', () => {
    expect(sizeTokens('スタバ ラテ トール')).toContainEqual(['cup:tall']);
    expect(sizeTokens('latte tall')).toContainEqual(['cup:tall']);
    expect(sizeTokens('ラテ ショート')).toContainEqual(['cup:short']);
    expect(sizeTokens('latte Grande')).toContainEqual(['cup:grande']);
    expect(sizeTokens('ラテ ベンティ')).toContainEqual(['cup:venti']);
    // Typed in latin letters, it also meets the size spelled in the name (カフェラテ グランデ).
    expect(sizeTokens('latte grande')).toContainEqual(sizeTokens('ラテ グランデ')[1]);
    const nameOf = (name: string, shopId: string) => analyzer.documentText(entry(name), shop(shopId)).name;
    expect(nameOf('カフェラテ M', 'starbucks')).toContain('cup:tall');
    expect(nameOf('カフェラテ（豆乳） L', 'tullys')).toContain('cup:grande');
    expect(nameOf('アイス抹茶ラテ（S）', 'tullys')).toContain('cup:short');
    // Another chain's M is no Tall, and a cup-size chain's row of no size is none.
    expect(nameOf('カフェラテ M', 'mcdonalds')).not.toContain('cup:tall');
    expect(nameOf('スコーン', 'starbucks').some((token) => token.startsWith('cup:'))).toBe(false);
  });

  it('meets no loose spelling or romaji of a food word (ショート is no ショット)', () => {
    const clauses = analyzer.analyzeQuery('ラテ ショート').terms.at(-1)!;
    expect(clauses.map((clause) => clause.field)).not.toEqual(expect.arrayContaining(['looseName']));
    expect(clauses.map((clause) => clause.field)).not.toEqual(expect.arrayContaining(['romaji']));
  });

  it('is left out, like a size letter, when the names have no such size', () => {
    expect(analyzer.withoutAmounts('latte tall')).toEqual({ q: 'latte', amounts: ['tall'], onlySizes: true });
    expect(analyzer.withoutAmounts('スタバ ラテ ベンティ')).toEqual({ q: 'スタバ ラテ', amounts: ['ベンティ'], onlySizes: true });
  });

  it('names no cup of a chain whose menu has no café sizes (マクドナルド, ドトール: S, M, L), and says so when left out', () => {
    for (const q of [
      'マック ラテ トール',
      'ドトール カフェラテ グランデ',
      'mcdonalds latte tall',
      'makku kohi tall',
      'マクドナルドのコーヒー ショート',
    ])
      expect([q, sizeTokens(q).flat()]).toEqual([q, expect.not.arrayContaining(['s', 'm', 'l'])]);
    // Nor where a chain that sells them is named, or none is: only those chains' rows carry the cup.
    for (const q of ['タリーズ ラテ トール', 'tullys latte tall', 'ラテ トール'])
      expect([q, sizeTokens(q).flat()]).toEqual([q, expect.not.arrayContaining(['s', 'm', 'l'])]);
    // トール is no shop word (ドトール's name holds its letters).
    expect(
      analyzer
        .analyzeQuery('ドトール ラテ トール')
        .terms.at(-1)!
        .some((clause) => clause.field === 'shop'),
    ).toBe(false);
    expect(analyzer.withoutAmounts('マック ラテ トール')).toEqual({
      q: 'マック ラテ',
      amounts: ['トール'],
      onlySizes: true,
      sizesNotSold: { chains: ['マクドナルド'], sizes: ['トール'] },
    });
    expect(analyzer.withoutAmounts('ドトール ラテ L グランデ')?.sizesNotSold).toEqual({
      chains: ['ドトールコーヒーショップ'],
      sizes: ['グランデ'],
    });
  });
});

describe('a portion size', () => {
  const nameTokens = (q: string) => nameTokensOf(q).at(-1)!;

  it('typed short also meets the long form a chain writes, and the long one the short (牛丼 大 = 大盛, かけうどん 大盛 = 大)', () => {
    expect(nameTokens('牛丼 大')).toContain('大盛');
    expect(nameTokens('親子丼 小')).toContain('小盛');
    expect(nameTokens('牛丼 特')).toContain('特盛');
    expect(nameTokens('かけうどん 大盛り')).toContain('大');
    expect(nameTokens('ラーメン 並盛')).toContain('並');
    // Not a word that only begins with one (大根).
    expect(nameTokens('大根')).not.toContain('大盛');
  });

  it('typed in kana or romaji is the same size (oomori, おおもり = 大盛, 大), and left out like it when no name has it', () => {
    for (const q of ['kakeudon oomori', 'kakeudon omori', 'かけうどん おおもり'])
      expect([q, nameTokens(q)]).toEqual([q, expect.arrayContaining(['大', '大盛'])]);
    expect(nameTokens('gyudon tokumori')).toContain('特盛');
    expect(nameTokens('gyudon namimori')).toContain('並');
    expect(analyzer.withoutAmounts('kakeudon oomori')).toEqual({ q: 'kakeudon', amounts: ['oomori'], onlySizes: true });
    expect(analyzer.withoutAmounts('ぎゅうどん とくもり')).toEqual({ q: 'ぎゅうどん', amounts: ['とくもり'], onlySizes: true });
  });

  it('typed as ミニ or メガ in latin letters or hiragana is that size, and names no chain it begins (mini: ministop)', () => {
    expect(analyzer.withoutAmounts('gyudon mini')).toEqual({ q: 'gyudon', amounts: ['mini'], onlySizes: true });
    expect(analyzer.withoutAmounts('sukiya gyudon mini')).toEqual({ q: 'sukiya gyudon', amounts: ['mini'], onlySizes: true });
    expect(analyzer.withoutAmounts('すき家 牛丼 MEGA')).toEqual({ q: 'すき家 牛丼', amounts: ['MEGA'], onlySizes: true });
    expect(analyzer.withoutChains('sukiya gyudon mini')?.chains).toEqual(['sukiya']);
    expect(analyzer.withoutChains('gyudon mini')).toBeNull();
    // A chain's name that begins so is still the chain.
    expect(analyzer.withoutChains('ministop karaage')?.chains).toEqual(['ministop']);
    // Typed in hiragana, as an IME leaves a word not converted (みに: also the beginning of みにすとっぷ).
    expect(analyzer.withoutAmounts('ぎゅうどん みに')).toEqual({ q: 'ぎゅうどん', amounts: ['みに'], onlySizes: true });
    expect(analyzer.withoutChains('ぎゅうどん みに')).toBeNull();
    expect(analyzer.withoutAmounts('らて とーる')).toEqual({ q: 'らて', amounts: ['とーる'], onlySizes: true });
  });

  it('is no food beside a nickname that is also the chain’s name (yoshigyu oomori is 吉野家’s 牛丼 大盛)', () => {
    for (const q of ['yoshigyu oomori', 'yoshigyuu oomori', '吉牛 おおもり', '吉牛 大盛'])
      expect([q, analyzer.analyzeQuery(q).words]).toEqual([q, ['吉野家', '牛丼', q.split(' ')[1]]]);
    // A food beside it still makes 吉牛 the chain only.
    expect(analyzer.analyzeQuery('yoshigyu karee').words).toEqual(['yoshigyu', 'karee']);
  });
});

describe('a size word with サイズ after it', () => {
  it('is that size (ポテト Mサイズ = ポテト M, ラテ トールサイズ = ラテ トール), and also meets a name spelling it whole', () => {
    const sizeTerm = (q: string) => analyzer.analyzeQuery(q).terms.at(-1)!;
    expect(sizeTerm('ポテト Mサイズ')).toEqual(expect.arrayContaining(sizeTerm('ポテト M')));
    expect(sizeTerm('ラテ トールサイズ')).toEqual(expect.arrayContaining(sizeTerm('ラテ トール')));
    expect(sizeTerm('ポテトフライ Lサイズ').map((clause) => clause.tokens)).toContainEqual(['lさ', 'さい', 'いず']);
    expect(analyzer.withoutAmounts('マック ラテ トールサイズ')?.sizesNotSold).toEqual({
      chains: ['マクドナルド'],
      sizes: ['トールサイズ'],
    });
    // Not a word that is no size (サイズ alone, or 大きいサイズ).
    expect(analyzer.withoutAmounts('ポテト サイズ')).toBeNull();
  });
});

describe('a count of pieces', () => {
  it('typed in 個 also meets ピース and the other way (チキンナゲット 5個 = 5ピース), and is left out like other counts', () => {
    expect(nameTokensOf('チキンナゲット 5個').at(-1)).toEqual(expect.arrayContaining(['5ぴ', 'ぴい', 'いす']));
    expect(nameTokensOf('ナゲット 15ピース').at(-1)).toEqual(expect.arrayContaining(['15', '5個']));
    expect(analyzer.withoutAmounts('ナゲット 15ピース')).toEqual({ q: 'ナゲット', amounts: ['15ピース'] });
    // A count is no size: rows of it found do not end the search (a meal log's count is rarely in a name).
    expect(analyzer.withoutAmounts('ナゲット 15ピース L')).toEqual({ q: 'ナゲット', amounts: ['15ピース', 'L'] });
    expect(coreName('チキンナゲット 5ピース')).toBe('チキンナゲット');
  });

  it('typed in English, after its number or in one word with it, is the count in ピース (2 pieces, 6pcs)', () => {
    expect(analyzer.analyzeQuery('original chicken 2 pieces').words.at(-1)).toBe('2ピース');
    expect(analyzer.analyzeQuery('nuggets 6pcs').words).toEqual(['nuggets', '6ピース']);
    expect(analyzer.withoutAmounts('nuggets 15 PC')).toEqual({ q: 'nuggets', amounts: ['15ピース'] });
    // pieces alone, or after a word that is no number, stays as typed.
    expect(analyzer.analyzeQuery('pieces').words).toEqual(['pieces']);
  });

  it('typed with 個’s reading, in kana or romaji, is the count in 個 (5こ, 5コ, 5ko), an amount', () => {
    for (const q of ['ナゲット 5こ', 'ナゲット 5コ', 'ナゲット 5KO'])
      expect([q, analyzer.analyzeQuery(q).words]).toEqual([q, ['ナゲット', '5個']]);
    expect(analyzer.withoutAmounts('マクド ナゲット 5こ')).toEqual({ q: 'マクド ナゲット', amounts: ['5個'] });
    // こ after no number stays a word (たこ, いちご).
    expect(analyzer.analyzeQuery('たこ').words).toEqual(['たこ']);
  });
});

describe('a letter size typed as a word', () => {
  it('typed by its reading apart, in katakana or hiragana (エル, えむ, エルエル), is the letter', () => {
    expect(analyzer.analyzeQuery('マック コーラ エル').words).toEqual(analyzer.analyzeQuery('マック コーラ L').words);
    expect(analyzer.analyzeQuery('ポテト えむ').words).toEqual(analyzer.analyzeQuery('ポテト M').words);
    expect(analyzer.withoutAmounts('ポテト エルエル')).toEqual({ q: 'ポテト', amounts: ['LL'], onlySizes: true });
    // Inside a word it is no size (エスプレッソ, キャラメル).
    expect(analyzer.analyzeQuery('エスプレッソ').words).toEqual(['エスプレッソ']);
  });

  it('a word that names a property of every object (constructor, toString) is a word, not a size', () => {
    for (const word of ['constructor', 'toString', '__proto__']) expect(analyzer.analyzeQuery(`${word} M`).words).toEqual([word, 'M']);
  });

  it('meets the letter chains write for it (ラージ, large = L; レギュラー, regular = a coffee’s R) and the word spelled in a name', () => {
    const sizeTerm = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms.at(-1)!
        .filter((clause) => clause.field === 'name');
    expect(sizeTerm('ポテト ラージ').map((clause) => clause.tokens)).toContainEqual(['l']);
    expect(sizeTerm('potato large').map((clause) => clause.tokens)).toContainEqual(['l']);
    expect(sizeTerm('コーヒー スモール').map((clause) => clause.tokens)).toContainEqual(['s']);
    expect(sizeTerm('カフェラテ レギュラー').map((clause) => clause.tokens)).toContainEqual(['r']);
    expect(sizeTerm('ツナ regular').map((clause) => clause.tokens)).toContainEqual(sizeTerm('ツナ レギュラー')[1]!.tokens);
    expect(analyzer.withoutAmounts('カフェラテ レギュラー')).toEqual({ q: 'カフェラテ', amounts: ['レギュラー'], onlySizes: true });
  });

  it('also meets the portion a bowl chain’s English menu means by it (large: 大盛, small: 小盛, regular: 並盛), below the letter', () => {
    const tokens = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms.at(-1)!
        .filter((clause) => clause.field === 'name');
    expect(tokens('gyudon large').map((clause) => clause.tokens)).toEqual(expect.arrayContaining([['大'], ['大盛']]));
    expect(tokens('gyudon small').map((clause) => clause.tokens)).toContainEqual(['小盛']);
    expect(tokens('gyudon regular').map((clause) => clause.tokens)).toContainEqual(['並盛']);
    const large = tokens('potato large');
    expect(large.find((clause) => clause.tokens[0] === '大盛')!.boost).toBeLessThan(
      large.find((clause) => clause.tokens[0] === 'l')!.boost,
    );
  });

  it('leaves R out of a name’s whole core, as the other size letters (アイスコーヒー R is a plain アイスコーヒー)', () => {
    expect(coreName('アイスコーヒー R')).toBe('アイスコーヒー');
    expect(coreName('カフェラテ M')).toBe('カフェラテ');
  });
});

describe('a short form spelled on with more of its full form', () => {
  const clausesOf = (q: string) => analyzer.analyzeQuery(q).terms[0]!;
  const wholeNames = (q: string) =>
    clausesOf(q)
      .filter((clause) => clause.field === 'wholeName')
      .flatMap((clause) => clause.tokens);

  it('meets what the short form meets (ポテサラダ, potesarada as ポテサラ; ポテチップス as ポテチ)', () => {
    for (const [q, short] of [
      ['ポテサラダ', 'ポテサラ'],
      ['ぽてさらだ', 'ポテサラ'],
      ['potesarada', 'ポテサラ'],
      ['ポテチップス', 'ポテチ'],
      ['potechippusu', 'ポテチ'],
    ] as const)
      expect([q, wholeNames(q)]).toEqual([q, expect.arrayContaining(wholeNames(short))]);
  });

  it('is no other word that begins with a short form (ラムネ is no ラム肉, カツ丼 no カツレツ)', () => {
    expect(wholeNames('ラムネ')).not.toEqual(expect.arrayContaining(wholeNames('ラム')));
    expect(wholeNames('カツ丼')).not.toContain('かつれつ');
    // A full form typed is itself, and its beginning is that word being typed (サンドイ, sandoi: サンドイッチ), not a short form spelled on.
    expect(wholeNames('ポテトサラダ')).not.toContain('ぽてさら');
    for (const q of ['サンドイ', 'sandoi']) expect([q, wholeNames(q)]).toEqual([q, expect.not.arrayContaining(wholeNames('サンド'))]);
  });
});

describe('a long term ending with a known dish word', () => {
  const entry = (name: string) => ({ id: 'p_1', type: 'product', name, category: '', genres: [] }) as never;

  it('tolerates a typo elsewhere, but asks its typo-tolerant clauses for the dish word whole (プレミアム牛めし is no プレミアム牛乳)', () => {
    const tolerant = analyzer
      .analyzeQuery('プレミアム牛めし')
      .terms[0]!.filter((clause) => clause.minShould < 1 && clause.field !== 'wholeName');
    expect(tolerant.length).toBeGreaterThan(0);
    for (const clause of tolerant) expect(clause).toMatchObject({ readingPiece: 'ぎゅうめし' });
    expect(analyzer.documentText(entry('プレミアム牛乳'), undefined).readingPieces).not.toContain('ぎゅうめし');
    expect(analyzer.documentText(entry('牛めし（並盛）'), undefined).readingPieces).toContain('ぎゅうめし');
    // A chain's name is no dish (ケンタッキーフライドチキン), and a short term matches whole anyway.
    expect(analyzer.analyzeQuery('ケンタッキーフライドチキン').terms[0]!.some((clause) => clause.readingPiece)).toBe(false);
  });

  it('asks its typo-tolerant clauses for the food word it begins with whole, when a typo may leave that out (ライスバーガー is no モスバーガー)', () => {
    const tolerant = analyzer
      .analyzeQuery('ライスバーガー')
      .terms[0]!.filter((clause) => clause.minShould < 1 && clause.field !== 'wholeName');
    expect(tolerant.length).toBeGreaterThan(0);
    for (const clause of tolerant) expect(clause).toMatchObject({ readingPiece: 'らいす' });
    expect(analyzer.documentText(entry('モスバーガー'), undefined).readingPieces).not.toContain('らいす');
    expect(analyzer.documentText(entry('ライスバーガー 焼肉'), undefined).readingPieces).toContain('らいす');
  });

  it('asks its loose clause for the food word it ends with when the loose key alone may leave that out (テリヤキチキンバーガー is no テリヤキチキン pizza)', () => {
    // As typed バーガー is three bigrams of ten (two may miss); loosely ばが is one of eight (two may miss).
    const [loose] = analyzer
      .analyzeQuery('テリヤキチキンバーガー')
      .terms[0]!.filter((clause) => clause.field === 'looseName' && clause.minShould < 1);
    expect(loose).toMatchObject({ readingPiece: 'ばあがあ' });
    expect(analyzer.documentText(entry('テリヤキチキン L'), undefined).readingPieces).not.toContain('ばあがあ');
    expect(analyzer.documentText(entry('てりやきバーガー'), undefined).readingPieces).toContain('ばあがあ');
  });

  it('is cut to that word when no name holds the whole term', () => {
    expect(analyzer.withHeadWords('プレミアム牛めし')?.heads).toEqual(['牛めし']);
    expect(analyzer.withHeadWords('プレミアム牛めし')?.query).toEqual(analyzer.analyzeQuery('牛めし'));
    expect(analyzer.withHeadWords('牛めし')).toBeNull();
    expect(analyzer.withHeadWords('ケンタッキーフライドチキン')).toBeNull();
  });

  it('names a dish word two terms end with once (いきなりステーキ ワイルドステーキ said ステーキ・ステーキ)', () => {
    const cut = analyzer.withHeadWords('いきなりステーキ ワイルドステーキ');
    expect([cut?.heads, cut?.query]).toEqual([['ステーキ'], analyzer.analyzeQuery('ステーキ')]);
  });
});

describe('a latin word that is also the loanword of a katakana name', () => {
  it('meets the loanword in any chain spelling (shake: シェーク, シェイク), below its romaji reading (しゃけ)', () => {
    const [term] = analyzer.analyzeQuery('shake').terms;
    const loose = term!.filter((clause) => clause.field === 'looseName');
    expect(loose.map((clause) => clause.tokens)).toContainEqual(expect.arrayContaining(['しえ', 'えく']));
    const romaji = term!.find((clause) => clause.field === 'romaji')!;
    for (const clause of loose) expect(clause.boost).toBeLessThan(romaji.boost);
    // A word the English lexicon knows keeps its lexicon names only (coffee: コーヒー, no loanword clause).
    expect(analyzer.analyzeQuery('coffee').terms[0]!.filter((clause) => clause.field === 'looseName')).toEqual([]);
  });
});

describe('a dish name ending with 丼', () => {
  it('is a 丼 by name (a token of its own, which どんぶり meets through its synonym), read どん after the word', () => {
    expect(dishWordsEnding('ちゃーしゅー丼 大盛')).toEqual(['dish:丼']);
    expect(dishWordsEnding('丼 たれ')).toEqual([]);
    expect(analyzer.analyzeQuery('ぎゅう丼').terms[0]!.find((clause) => clause.field === 'reading')).toMatchObject({
      tokens: ['ぎゅ', 'ゅう', 'うど', 'どん'],
      minShould: 1,
    });
    expect(nameTokensOf('どんぶり')[0]).toContain('dish:丼');
    expect(nameTokensOf('donburi')[0]).toContain('dish:丼');
    // An English bowl meets a standalone 丼 only, as before: chicken rice bowl is no チキン in any X丼.
    expect(nameTokensOf('rice bowl')[0]).not.toContain('dish:丼');
  });
});

describe('a size word alone', () => {
  const entry = (name: string) => ({ id: 'p_1', type: 'product', name, category: '', genres: [] }) as never;
  const sizeTokensOf = (name: string) => analyzer.documentText(entry(name), undefined).name.filter((token) => token.startsWith('size:'));

  it('meets a name spelling it as a word of its own, never inside a word (トール is no キシリトール)', () => {
    expect(sizeTokensOf('カフェラテ グランデ')).toEqual(['size:grande']);
    expect(sizeTokensOf('カフェラテ トールサイズ')).toEqual(['size:tall']);
    expect(sizeTokensOf('ツナ レギュラー')).toEqual(['size:regular']);
    expect(sizeTokensOf('キシリトールチョコレート')).toEqual([]);
    const sizeTerm = analyzer.analyzeQuery('トール').terms[0]!;
    expect(sizeTerm.flatMap((clause) => clause.tokens)).not.toContain('とお');
    expect(sizeTerm.flatMap((clause) => clause.tokens)).toContain('size:tall');
  });

  it('is told apart from a query naming a food', () => {
    expect(['トール', 'venti', 'L', 'グランデ 大盛'].map((q) => analyzer.sizesOnly(q))).toEqual([true, true, true, true]);
    expect(['ラテ トール', 'キシリトール', 'ベンティー'].map((q) => analyzer.sizesOnly(q))).toEqual([false, false, false]);
  });
});

describe('an English food word beside a chain', () => {
  it('meets its Japanese names as a name’s whole core (jonathan pancake: パンケーキ), and alone does not (pancake, minestrone)', () => {
    const wholeNames = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms.flatMap((term) => term.filter((clause) => clause.field === 'wholeName').flatMap((clause) => clause.tokens));
    expect(wholeNames('jonathan pancake')).toContain('ぱんけえき');
    expect(wholeNames('ジョナサン pancake')).toContain('ぱんけえき');
    expect(wholeNames('pancake')).toEqual([]);
  });
});

describe('a food word written half in kana', () => {
  it('also meets the known word its kanji read alone spell (かま玉: 玉 is たま, so かまたま, 釜玉), not only the reading guessed for the whole (かまだま)', () => {
    const readingTokens = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms[0]!.filter((clause) => clause.field === 'reading')
        .map((clause) => clause.tokens.join(','));
    expect(readingTokens('かま玉')).toContain(readingTokens('かまたま')[0]);
    // A word known as written, or a kanji word, is read as it is (カツ丼, 釜玉).
    expect(readingTokens('カツ丼')).toEqual(readingTokens('かつどん'));
    expect(readingTokens('釜玉')).toEqual(readingTokens('かまたま'));
  });

  it('meets the known word its whole reading is when the spelling is none (丼ぶり: どんぶり, so every X丼 through 丼)', () => {
    const nameTokens = (q: string) =>
      analyzer.analyzeQuery(q).terms[0]!.flatMap((clause) => (clause.field === 'name' ? clause.tokens : []));
    for (const q of ['丼ぶり', '丼ブリ']) expect([q, nameTokens(q)]).toEqual([q, expect.arrayContaining(['dish:丼'])]);
  });
});

describe('a name with parts written apart by a middle dot', () => {
  it('starts a romaji word at each part (ポン・デ・リング: pon, de, ring), as at each morpheme', () => {
    const romajiOf = (name: string) =>
      analyzer.documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined).romaji;
    expect(romajiOf('ポン・デ・リング')).toEqual(expect.arrayContaining(['pon', 'de', 'ring', 'ringu', 'ponderingu']));
    expect(romajiOf('ポンデリング')).not.toContain('ring');
  });
});

describe('a word met for another inside a longer word', () => {
  const entry = (name: string) => ({ id: 'p_1', type: 'product', name, category: '', genres: [] }) as never;
  const piecesOf = (name: string) => analyzer.documentText(entry(name), undefined).readingPieces;
  /** The clauses of q's first term that meet `tokens` in the name field. */
  const nameClausesOf = (q: string, tokens: string[]) =>
    analyzer.analyzeQuery(q).terms[0]!.filter((clause) => clause.field === 'name' && clause.tokens.join() === tokens.join());

  it('a synonym or a translation leaves out the names holding it right after a kana (ラム肉, lamb: no クラムチャウダー; にぎり寿司: no おにぎり)', () => {
    for (const [q, tokens, name] of [
      ['ラム肉', ['らむ'], 'クラムチャウダー'],
      ['lamb', ['らむ'], 'クラムチャウダー'],
      ['にぎり寿司', ['にぎ', 'ぎり'], '手巻おにぎり 鮭'],
    ] as const) {
      const clauses = nameClausesOf(q, [...tokens]);
      expect([q, clauses.length]).toEqual([q, 1]);
      expect([q, clauses[0]!.notReadingPieces!.some((piece) => piecesOf(name).includes(piece))]).toEqual([q, true]);
    }
    // The lamb rows stay: their reading holds らむ where a word begins.
    const [lamb] = nameClausesOf('ラム肉', ['らむ']);
    expect(lamb!.notReadingPieces!.some((piece) => piecesOf('ラムのランプステーキ').includes(piece))).toBe(false);
  });

  it('is no rule for the word typed, nor for a piece the typed word holds itself', () => {
    // ラム typed is met as typed (it may be rum as well as lamb); クラムチャウダー typed keeps its own word.
    // (Every term leaves out the names that hold it only as what they are for or made with, use:らむ, or only from a
    // long-vowel mark on, long:らむ.)
    // The pieces of words with a kana before (くらむ), not a filter token (use:, long:, and since round 34 mid:, a stretch inside one
    // kanji's reading, which a word typed leaves out too; since round 35 end:, a stretch stopping inside one, which a food typed does).
    const insideOthers = (clause: { notReadingPieces?: string[] }) =>
      (clause.notReadingPieces ?? []).some((piece) => !/^(?:use|long|mid|end):/u.test(piece));
    expect(analyzer.analyzeQuery('ラム').terms[0]!.some(insideOthers)).toBe(false);
    for (const clause of analyzer.analyzeQuery('クラムチャウダー').terms[0]!) expect(clause.notReadingPieces ?? []).not.toContain('くらむ');
  });

  it('a synonym written in kanji also meets the category (にぎり寿司: the sushi chains file nigiri under 握り), one in kana does not', () => {
    const categories = analyzer
      .analyzeQuery('にぎり寿司')
      .terms[0]!.filter((clause) => clause.field === 'category')
      .map((clause) => clause.tokens.join());
    expect(categories).toContain('握り');
    expect(categories).not.toContain('にぎ,ぎり');
  });
});

describe('a kind of a genre’s dish (寿司: 握り)', () => {
  const kindClausesOf = (q: string) =>
    analyzer
      .analyzeQuery(q)
      .terms.at(-1)!
      .filter((clause) => clause.field === 'category' && clause.tokens.join() === '握り');

  it.each(['寿司', 'すし', '鮨', 'スシ', 'sushi', 'スシロー 寿司', 'nigiri', 'sushiro nigiri'])(
    '%s meets the category 握り, the sushi chains’ nigiri',
    (q) => {
      expect(kindClausesOf(q)).toHaveLength(1);
    },
  );

  it('ranks a kind below a name holding the word, and scales as the term’s own name clauses', () => {
    const [kanji] = kindClausesOf('寿司');
    const [kana] = kindClausesOf('すし');
    const [latin] = kindClausesOf('sushi');
    expect(kanji!.boost).toBeGreaterThan(0.3);
    expect(kana!.boost).toBeGreaterThan(kanji!.boost);
    expect(latin!.boost).toBeLessThan(kanji!.boost);
  });

  it.each(['ライス', 'クリーム', 'ステーキ', 'にぎり', '握り寿司', 'おにぎり'])(
    '%s names no kind (a short form whose full form ends with no genre’s word, or no head typed)',
    (q) => {
      expect(kindClausesOf(q).filter((clause) => clause.boost !== 0.3 * 0.85)).toEqual([]);
    },
  );
});

describe('a word a name says the item is for, made with or without (用, 使用, 不使用)', () => {
  const useTokensOf = (name: string) =>
    analyzer
      .documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined)
      .readingPieces.filter((token) => token.startsWith('use:'));

  it('is a filter token by reading and romaji, unless the rest of the name holds it too', () => {
    expect(useTokensOf('ふりかけ 1袋（お弁当用）')).toEqual(expect.arrayContaining(['use:べんとう', 'use:bento']));
    expect(useTokensOf('牛乳 砂糖不使用')).toEqual(expect.arrayContaining(['use:さとう', 'use:sato']));
    expect(useTokensOf('牛乳 砂糖不使用')).not.toContain('use:ぎゅうにゅう');
    expect(useTokensOf('７プレミアムトッピング用温泉たまご')).toContain('use:とっぴんぐ');
    expect(useTokensOf('5種のチーズ使用 チーズグラタン')).not.toContain('use:ちいず');
    expect(useTokensOf('のり弁当')).toEqual([]);
  });

  it.each([
    ['弁当', 'use:べんとう'],
    ['bento', 'use:bento'],
    ['砂糖', 'use:さとう'],
  ])('%s leaves out the names holding it only so', (q, token) => {
    for (const clause of analyzer.analyzeQuery(q).terms[0]!) expect(clause.notReadingPieces ?? []).toContain(token);
  });
});

describe('a compound’s dish word a name holds only as what it is for', () => {
  it('leaves those names out of every clause of the compound (からあげ弁当: use:べんとう, as 弁当 typed)', () => {
    for (const clause of analyzer.analyzeQuery('からあげ弁当').terms[0]!) expect(clause.notReadingPieces ?? []).toContain('use:べんとう');
  });
});

describe('a stretch a name holds only from a long-vowel mark on', () => {
  const piecesOf = (name: string, category = '') =>
    analyzer.documentText({ id: 'p_1', type: 'product', name, category, genres: [] } as never, undefined).readingPieces;

  it('is a filter token by reading and romaji, unless the name or its category holds it elsewhere', () => {
    expect(piecesOf('モーニング トースト')).toEqual(expect.arrayContaining(['long:うに', 'long:uni']));
    expect(piecesOf('ローストビーフ', 'モーニング')).toContain('long:うに');
    expect(piecesOf('うにモーニング')).not.toContain('long:うに');
    expect(piecesOf('モーニング', 'うに')).not.toContain('long:うに');
    // Where a word starts, no ー stands: アメリカンドッグ keeps あめ.
    expect(piecesOf('アメリカンドッグ').filter((piece) => piece.startsWith('long:'))).toEqual([]);
  });

  it.each([['うに'], ['ウニ'], ['uni']])('%s leaves out the names holding it only so', (q) => {
    const token = q === 'uni' ? 'long:uni' : 'long:うに';
    for (const clause of analyzer.analyzeQuery(q).terms[0]!) expect(clause.notReadingPieces ?? []).toContain(token);
  });
});

describe('two English words the lexicon knows apart, not as a phrase', () => {
  it('the second also meets the compounds of both in order, each bigram at a translation’s weight', () => {
    const [iced, latte] = analyzer.analyzeQuery('iced latte').terms;
    const compound = latte!.find((clause) => clause.field === 'name' && clause.tokens.join() === 'あい,いす,すか,かふ,ふぇ,ぇら,らて');
    expect(compound).toMatchObject({ boost: 0.1, minShould: 1 });
    expect(iced!.some((clause) => clause.tokens.includes('すか'))).toBe(false);
    // A chain is no part of a compound.
    expect(analyzer.analyzeQuery('starbucks latte').terms[1]!.some((clause) => clause.tokens.includes('すた'))).toBe(false);
  });
});

describe('a label word that says no sugar was added', () => {
  it('leaves out the names a sweetened label holds (加糖) and meets plain (プレーン) below its own names', () => {
    for (const q of ['ヨーグルト 無糖', '砂糖不使用', 'ヨーグルト 砂糖なし']) {
      const analyzed = analyzer.analyzeQuery(q);
      expect([q, analyzed.excluded.flat().some((clause) => clause.field === 'name' && clause.tokens.includes('加糖'))]).toEqual([q, true]);
      const label = analyzed.terms.at(-1)!;
      const plain = label.find((clause) => clause.field === 'name' && clause.tokens.join() === 'ぷれ,れえ,えん')!;
      expect([q, plain.boost < Math.max(...label.map((clause) => clause.boost))]).toEqual([q, true]);
    }
    expect(analyzer.analyzeQuery('ヨーグルト').excluded).toEqual([]);
  });

  it('is read from English unsweetened, sugar-free, sugar free and no sugar as 無糖 (no name says it in English)', () => {
    const label = analyzer.analyzeQuery('無糖 yogurt');
    for (const q of ['unsweetened yogurt', 'sugar-free yogurt', 'Sugar free yogurt', 'no sugar yogurt']) {
      const analyzed = analyzer.analyzeQuery(q);
      expect([q, analyzed.terms, analyzed.excluded]).toEqual([q, label.terms, label.excluded]);
    }
    // No is still an exclusion before another food (no onion ramen: -onion).
    expect(analyzer.analyzeQuery('no onion ramen').excluded).toEqual(analyzer.analyzeQuery('-onion ramen').excluded);
  });
});

describe('a compound ending with a short form', () => {
  const spelledFull = (q: string) =>
    analyzer
      .analyzeQuery(q)
      .terms[0]!.filter((clause) => clause.field === 'name' && clause.minShould === 1)
      .map((clause) => clause.tokens);

  it('also meets the compound spelled with the full form, all of its bigrams (アイスラテ: アイスカフェラテ)', () => {
    expect(spelledFull('アイスラテ')).toContainEqual(['あい', 'いす', 'すか', 'かふ', 'ふぇ', 'ぇら', 'らて']);
    expect(spelledFull('抹茶アイス')).toContainEqual(expect.arrayContaining(['抹茶', 'すく', 'くり', 'いむ']));
  });

  it('adds nothing where the word spells the full form already (アイスカフェラテ)', () => {
    expect(spelledFull('アイスカフェラテ').flat()).not.toContain('ぇか');
  });
});

describe('a kana word with a long vowel where a word begins', () => {
  const wordStartOf = (q: string) => analyzer.analyzeQuery(q).terms[0]!.find((clause) => clause.field === 'romaji' && clause.boost === 2)!;

  it('is met there only as one piece of the reading (とうふ: tofu also starts ぽと|ふ of ポトフ)', () => {
    expect(wordStartOf('とうふ').readingPiece).toBe('とうふ');
    expect(wordStartOf('こーじー').readingPiece).toBeDefined();
  });

  it('keeps the romaji’s other folds without one (スパゲチ meets スパゲティ by ティ → チ)', () => {
    expect(wordStartOf('スパゲチ').readingPiece).toBeUndefined();
    expect(wordStartOf('ばにら').readingPiece).toBeUndefined();
  });
});

describe('the dish an English name begins with', () => {
  const entry = (name: string, nameEn: string) => ({ id: 'g_1', type: 'dish', name, nameEn, category: '', genres: [] }) as never;

  it('is the words before "with", brackets left out, as one token; and joins the dish’s own parts', () => {
    expect(englishHeadToken('Miso soup with tofu and wakame')).toBe('head:miso_soup');
    expect(englishHeadToken('Pilaf (large) with miso soup')).toBe('head:pilaf');
    expect(englishHeadToken('Shijimi miso soup (small bowl)')).toBe('head:shijimi_miso_soup');
    expect(englishHeadToken('Chicken and daikon stew')).toBe('head:chicken_and_daikon_stew');
    expect(englishHeadToken('Grilled Lamb ＆ Vegetables')).toBe('head:grilled_lamb_and_vegetables');
    expect(englishHeadToken("Chef's pot-au-feu")).toBe('head:chefs_potaufeu');
    expect(englishHeadToken('with rice')).toBeNull();
    expect(analyzer.documentText(entry('味噌汁 豆腐とわかめ', 'Miso soup with tofu and wakame'), undefined).english).toContain(
      'head:miso_soup',
    );
  });

  it('an English word or phrase typed meets it as a whole name, above the rows merely holding the words (miso soup: not Pilaf with miso soup)', () => {
    for (const [q, token] of [
      ['miso soup', 'head:miso_soup'],
      ['minestrone', 'head:minestrone'],
    ] as const) {
      const [term] = analyzer.analyzeQuery(q).terms;
      const head = term!.find((clause) => clause.field === 'english' && clause.tokens.includes(token));
      const words = term!.find((clause) => clause.field === 'english' && !clause.tokens.includes(token))!;
      expect([q, head?.boost]).toEqual([q, expect.any(Number)]);
      expect(head!.boost).toBeGreaterThan(words.boost);
    }
    // chicken and egg bowl is a dish whole, never the rows beginning with Chicken.
    const heads = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms[0]!.flatMap((clause) => clause.tokens)
        .filter((token) => token.startsWith('head:'));
    expect(heads('chicken and egg bowl')).toEqual(['head:chicken_and_egg_bowl']);
    expect(heads('chicken')).toEqual(['head:chicken']);
    expect(analyzer.documentText(entry('鶏大根', 'Chicken and daikon stew'), undefined).english).not.toContain('head:chicken');
  });
});

describe('a portion size written in a note on a part of the dish', () => {
  const entry = (name: string) => ({ id: 'p_1', type: 'product', name, category: '', genres: [] }) as never;
  const piecesOf = (name: string) => analyzer.documentText(entry(name), undefined).readingPieces;

  it('is marked as such, apart from the sizes the name states of the dish or its staple', () => {
    expect(piecesOf('チーズ牛丼（アタマの大盛） 小盛')).toContain('note:大');
    for (const name of [
      'おろしポン酢牛丼（アタマの大盛） 大盛',
      '牛めし（大盛）',
      '鮭の塩焼き定食（ご飯大盛）',
      'ハンバーグ大盛り',
      '牛丼 大',
    ])
      expect([name, piecesOf(name).filter((piece) => piece.startsWith('note:'))]).toEqual([name, []]);
  });

  it('a size typed leaves those names out, in every spelling (large, 大盛, 大, oomori)', () => {
    for (const q of ['sukiya cheese gyudon large', 'チーズ牛丼 大盛', 'チーズ牛丼 大', 'cheese gyudon oomori']) {
      const size = analyzer
        .analyzeQuery(q)
        .terms.at(-1)!
        .filter((clause) => clause.field === 'name');
      expect([q, size.length > 0]).toEqual([q, true]);
      // The portion's own clauses (大, 大盛) leave out note:大; a letter or spelled size token has no note to meet.
      for (const clause of size.filter((c) => c.tokens.some((token) => /[大]/u.test(token))))
        expect([q, clause.notReadingPieces]).toEqual([q, expect.arrayContaining(['note:大'])]);
    }
  });
});

describe('an English word misspelt', () => {
  const englishFuzzyOf = (q: string) =>
    analyzer.analyzeTypoTolerantQuery(q).terms[0]!.find((clause) => clause.field === 'english' && clause.fuzzy !== undefined)!;

  it('meets the English names no further off than the lexicon’s nearest word (hamburgar: hamburger, one edit; not hamburg, two)', () => {
    expect(englishFuzzyOf('hamburgar').fuzzy).toBe(1);
    // No lexicon word within reach: the word's own edits.
    expect(englishFuzzyOf('qwertyuiop').fuzzy).toBe(2);
  });

  it('is never a word of the English lexicon’s entries spelled right (green of green tea: green curry met 減塩)', () => {
    for (const q of ['green curry', 'sweet chili', 'roast pork'])
      expect([q, analyzer.analyzeTypoTolerantQuery(q).terms[0]!.some((clause) => clause.fuzzy !== undefined)]).toEqual([q, false]);
    expect(englishFuzzyOf('greem curry').fuzzy).toBe(1);
  });
});

describe('a chain’s nickname in latin letters misspelt', () => {
  it('is read as the nickname in the typo pass only (starbucks frapuccino: the chain and its フローズンドリンク)', () => {
    expect(analyzer.analyzeTypoTolerantQuery('starbucks frapuccino').words).toEqual(analyzer.analyzeQuery('starbucks frappuccino').words);
    expect(analyzer.analyzeQuery('starbucks frapuccino').words).toEqual(['starbucks', 'frapuccino']);
    // A word a nickname is not near stays as typed.
    expect(analyzer.analyzeTypoTolerantQuery('cappuccino').words).toEqual(['cappuccino']);
  });
});

describe('an English word read as kana', () => {
  it('is no word inside another right after one kana (nigiri: not お|にぎり of おにぎり), as its translations are not', () => {
    const [nigiri] = analyzer.analyzeQuery('nigiri').terms;
    for (const field of ['romaji', 'reading'])
      expect([field, nigiri!.find((clause) => clause.field === field)?.notReadingPieces]).toEqual([
        field,
        expect.arrayContaining(['おにぎり']),
      ]);
    // Romaji typed, which the English lexicon lacks, is met as typed (ramu: ラム, in クラム too).
    const [ramu] = analyzer.analyzeQuery('ramu').terms;
    expect(ramu!.find((clause) => clause.field === 'romaji')?.notReadingPieces ?? []).not.toContain('くらむ');
  });
});

describe('a container in an English serving note', () => {
  const entry = (nameEn: string) => ({ id: 'd_1', type: 'dish', name: 'キムチ 小鉢', nameEn, category: '', genres: [] }) as never;
  const englishOf = (nameEn: string) => analyzer.documentText(entry(nameEn), undefined).english;
  it('is left out of the English name’s words (Kimchi (small bowl): no bowl), the size kept; outside such a note it is the dish', () => {
    expect(englishOf('Kimchi (small bowl)')).toEqual(expect.arrayContaining(['kimchi', 'small']));
    expect(englishOf('Kimchi (small bowl)')).not.toContain('bowl');
    expect(englishOf('Yakiniku rice bowl (small)')).toContain('bowl');
    expect(englishOf('Oyakodon (chicken and egg bowl)')).toContain('bowl');
  });

  it('bowl typed meets the names ending with its translation 丼 as a dish word (チキン南蛮丼), where its one kanji is no bigram', () => {
    const [bowl] = analyzer.analyzeQuery('bowl').terms;
    expect(bowl!.some((clause) => clause.field === 'name' && clause.tokens.includes('dish:丼'))).toBe(true);
  });
});

describe('a chain’s own size names and 中盛', () => {
  it('梅, 竹, 松 beside かつや are its sizes, left out when no row is of them; elsewhere 梅 is the plum', () => {
    expect(analyzer.withoutAmounts('かつや カツ丼 梅')).toEqual({ q: 'かつや カツ丼', amounts: ['梅'], onlySizes: true });
    expect(analyzer.withoutAmounts('katsuya カツ丼 松')).toEqual({ q: 'katsuya カツ丼', amounts: ['松'], onlySizes: true });
    expect(analyzer.withoutAmounts('梅 おにぎり')).toBeNull();
  });

  it('かつや’s size names typed by their reading, in kana or romaji (うめ, ume, matsu), are its sizes too; elsewhere うめ is the plum', () => {
    expect(analyzer.withoutAmounts('かつや カツ丼 うめ')).toEqual({ q: 'かつや カツ丼', amounts: ['うめ'], onlySizes: true });
    expect(analyzer.withoutAmounts('katsuya katsudon ume')).toEqual({ q: 'katsuya katsudon', amounts: ['ume'], onlySizes: true });
    expect(analyzer.withoutAmounts('katsuya katsudon Matsu')?.amounts).toEqual(['Matsu']);
    expect(analyzer.withoutAmounts('うめ おにぎり')).toBeNull();
  });

  it('中盛 (すき家’s bowl between 並盛 and 大盛) is a size word', () => {
    expect(analyzer.withoutAmounts('すき家 牛丼 中盛')).toEqual({ q: 'すき家 牛丼', amounts: ['中盛'], onlySizes: true });
    expect(analyzer.sizesOnly('中盛り')).toBe(true);
  });
});

describe('an adjective typed (辛い)', () => {
  it('meets the names through the other Japanese names of the English lexicon’s entry listing it (spicy: 旨辛, 辛口, 激辛…)', () => {
    expect(nameTokensOf('辛い')[0]).toEqual(expect.arrayContaining(['旨辛', '辛口', '激辛']));
    // A word of another shape keeps its own clauses only (ラーメン: no 拉麺 of ramen's entry).
    expect(nameTokensOf('ラーメン')[0]).not.toContain('拉麺');
  });

  it('in hiragana too, and a temperature as the names write it (からい: 辛口; 冷たい, つめたい: 冷し; あったかい: ホット)', () => {
    expect(nameTokensOf('からい')[0]).toEqual(expect.arrayContaining(['辛口']));
    expect(nameTokensOf('冷たい')[0]).toContain('冷し');
    expect(nameTokensOf('つめたい')[0]).toContain('冷し');
    expect(nameTokensOf('あったかい')[0]).toEqual(expect.arrayContaining(['ほっ', 'っと']));
  });

  it('is left out beside a food when no name says it (温かい そば, あったかい スープ), while a food of that shape stays (ぜんざい)', () => {
    expect(analyzer.withoutQualifiers('温かい そば')).toMatchObject({ qualifiers: ['温かい'], query: { words: ['そば'] } });
    expect(analyzer.withoutQualifiers('あったかい スープ')?.qualifiers).toEqual(['あったかい']);
    expect(analyzer.withoutQualifiers('ぜんざい 抹茶')).toBeNull();
    expect(analyzer.withoutQualifiers('温かい')).toBeNull();
  });

  it('reads the kind words of one compound item, with sizes or a chain typed apart or not (チーズ牛丼: チーズ; rounds 17 and 19)', () => {
    // The compound's parts come folded, as the analyzer reads them (チーズ: ちいず).
    expect(analyzer.compoundItemModifiers('チーズ牛丼 特盛')).toEqual(['ちいず']);
    expect(analyzer.compoundItemModifiers('チーズ牛丼')).toEqual(['ちいず']);
    expect(analyzer.compoundItemModifiers('すき家 チーズ牛丼 特盛')).toEqual(['ちいず']);
    expect(analyzer.compoundItemModifiers('ラテ トール')).toEqual([]);
    expect(analyzer.compoundItemModifiers('チーズ 牛丼')).toEqual([]);
    expect(analyzer.compoundItemModifiers('すき家')).toEqual([]);
    expect(analyzer.compoundItemModifiers('豚汁')).toEqual([]);
  });

  it("reads the food a name writes glued after q's food, not what it is served on (パスタサラダ: a salad; round 19)", () => {
    expect(analyzer.foodNamedAfter('パスタサラダ', 'パスタ')).toBe('さらだ');
    expect(analyzer.foodNamedAfter('ミニパスタサラダ', 'パスタ')).toBe('さらだ');
    expect(analyzer.foodNamedAfter('おにぎり弁当', 'おにぎり')).not.toBeNull();
    expect(analyzer.foodNamedAfter('明太子パスタ', 'パスタ')).toBeNull();
    expect(analyzer.foodNamedAfter('カレーライス 並盛', 'カレー')).toBeNull();
    expect(analyzer.foodNamedAfter('カツ丼', 'カツ')).toBeNull();
    expect(analyzer.foodNamedAfter('冷凍パスタ ボロネーゼ', 'パスタ')).toBeNull();
  });

  it('reads a sushi rolled around q’s food and a dish that comes with it as other items (round 20)', () => {
    // サラダ巻 and サラダ軍艦 are sushi, 海鮮丼 サラダ付き a bowl with a salad side.
    expect(analyzer.foodNamedAfter('サラダ巻', 'サラダ')).toBe('巻');
    expect(analyzer.foodNamedAfter('サラダ巻５巻', 'サラダ')).toBe('巻');
    expect(analyzer.foodNamedAfter('サラダ軍艦', 'サラダ')).toBe('軍艦');
    expect(analyzer.foodNamedAfter('海鮮丼 特盛 サラダ付き', 'サラダ')).toBe('付');
    // The food's own items stay its own.
    expect(analyzer.foodNamedAfter('海藻サラダ', 'サラダ')).toBeNull();
    expect(analyzer.foodNamedAfter('手巻おにぎり 鮭', 'おにぎり')).toBeNull();
  });

  it('reads a name holding q’s food only in the name of who supervised it as another item (round 44)', () => {
    // A pork soup made under an onigiri shop's name is no onigiri.
    expect(analyzer.foodNamedAfter('おにぎり浅草宿六監修 こだわり味噌の豚汁', 'おにぎり')).toBe('おにぎり浅草宿六監修');
    expect(analyzer.foodNamedAfter('重慶飯店監修 四川風麻婆豆腐', '飯')).toBe('重慶飯店監修');
    // The food written after the supervisor's name, or outside it too, is the item's own.
    expect(analyzer.foodNamedAfter('おにぎり浅草宿六監修 こだわり味噌の豚汁', '豚汁')).toBeNull();
    expect(analyzer.foodNamedAfter('宇都宮餃子会監修野菜焼餃子', '餃子')).toBeNull();
    expect(analyzer.foodNamedAfter('出雲ぜんざい学会監修ひんやり出雲ぜんざい', 'ぜんざい')).toBeNull();
    expect(analyzer.foodNamedAfter('天下一品監修 こってりラーメン', 'ラーメン')).toBeNull();
    expect(analyzer.foodNamedAfter('ラ・ビスボッチャ 監修 チキン香草焼きとトマトパスタ', 'チキン')).toBeNull();
    expect(analyzer.foodNamedAfter('三元豚の厚切りロースカツサンド(とんかつ まい泉監修ソース使用)', 'とんかつ')).toBeNull();
  });

  it('leaves 無糖 out beside a food as a label word (無糖 お茶 said each word matches alone; round 17)', () => {
    expect(analyzer.withoutQualifiers('無糖 お茶')).toMatchObject({ qualifiers: ['無糖'], query: { words: ['お茶'] } });
    expect(analyzer.withoutQualifiers('無糖')).toBeNull();
  });
});

describe('a food typed glued to its chain’s name', () => {
  it('is the chain and the food, the food also meeting the word as typed (モスチーズバーガー: a name that is it whole)', () => {
    const query = analyzer.analyzeQuery('モスチーズバーガー');
    expect(query.words).toEqual(['モス', 'チーズバーガー']);
    const whole = query.terms[1]!.filter((clause) => clause.field === 'wholeName').flatMap((clause) => clause.tokens);
    expect(whole).toContain('もすちいずばあがあ');
    // With の between, the chain's food: no name is written so (吉野家の牛丼).
    expect(analyzer.analyzeQuery('吉野家の牛丼').terms[1]!.flatMap((clause) => clause.tokens)).not.toContain('吉野家の牛丼');
  });
});

describe('an English word whose Japanese name is one kanji (chicken: 鶏)', () => {
  const pieceClauses = (q: string) =>
    analyzer
      .analyzeQuery(q)
      .terms[0]!.filter((clause) => clause.field === 'reading' && clause.readingPiece !== undefined)
      .map((clause) => clause.readingPiece);
  it('meets that kanji inside a name’s word by its reading as one piece, as the entry spells it in kana (鶏そぼろ丼: とり)', () => {
    expect(pieceClauses('chicken')).toContain('とり');
    expect(pieceClauses('mackerel')).toContain('さば');
    // Read alone 牛 is うし, which ジューシー holds: the entry's kana (ぎゅう) is how names read it.
    expect(pieceClauses('beef')).toContain('ぎゅう');
    expect(pieceClauses('beef')).not.toContain('うし');
  });

  it('as the kanji alone reads when the entry spells it in no kana (pork: 豚, ぶた); a word of two kanji keeps its bigrams (shrimp: 海老)', () => {
    expect(pieceClauses('pork')).toContain('ぶた');
    expect(pieceClauses('shrimp')).not.toContain('えび');
  });

  it('the kanji typed too, by the kana the lexicon spells it beside it (牛: ぎゅう, where alone it reads うし and met ジューシー, ガトーショコラ)', () => {
    expect(pieceClauses('牛')).toContain('ぎゅう');
    expect(pieceClauses('鶏')).toContain('とり');
  });

  it('also as the lexicon’s words read it after another word, its first sound voiced (焼鮭: やき|じゃけ, where 鮭 alone is さけ)', () => {
    expect(pieceClauses('salmon')).toEqual(expect.arrayContaining(['さけ', 'じゃけ']));
    expect(pieceClauses('鮭')).toContain('じゃけ');
    // 油淋鶏 reads its 鶏 ちい, no voiced form of とり: ちい would meet チーズ.
    expect(pieceClauses('chicken')).not.toContain('ちい');
    // fish's entry spells 魚 さかな, as it reads as a word: alone kuromoji reads it ぎょ, a piece of ぎょうざ (餃子).
    expect(pieceClauses('fish')).toEqual(expect.arrayContaining(['さかな', 'ざかな']));
    expect(pieceClauses('fish')).not.toContain('ぎょ');
  });

  it('never inside a two-kanji word the lexicon lists as another food only (牛乳: milk, no beef; 牛丼 is beef bowl)', () => {
    const excluded = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms[0]!.filter((clause) => clause.readingPiece === 'ぎゅう')
        .map((clause) => clause.notReadingPieces ?? []);
    for (const q of ['beef', '牛']) {
      expect(excluded(q).length).toBeGreaterThan(0);
      for (const pieces of excluded(q)) expect(pieces).toContain('ぎゅうにゅう');
      for (const pieces of excluded(q)) expect(pieces).not.toContain('ぎゅうどん');
    }
  });
});

describe('a menu’s letter for a variant (ミラノサンド A)', () => {
  it('is left out beside a food, as no name writes one; a size letter (ポテト M) and W, written for double, are not', () => {
    expect(analyzer.withoutQualifiers('ドトール ミラノサンド A')).toMatchObject({
      qualifiers: ['A'],
      query: { words: ['ドトール', 'ミラノサンド'] },
    });
    expect(analyzer.withoutQualifiers('定食 Ｂ')?.qualifiers).toEqual(['B']);
    expect(analyzer.withoutQualifiers('ポテト M')).toBeNull();
    expect(analyzer.withoutQualifiers('しょうが焼き W')).toBeNull();
    expect(analyzer.withoutQualifiers('A')).toBeNull();
    // A drink's temperature: the menus name the hot drink plainly (ほうじ茶ラテ S), so ホット beside it is left out too.
    expect(analyzer.withoutQualifiers('ほうじ茶ラテ ホット')?.qualifiers).toEqual(['ホット']);
    expect(analyzer.withoutQualifiers('latte hot')?.qualifiers).toEqual(['hot']);
    expect(analyzer.withoutQualifiers('ホットドッグ')).toBeNull();
  });
});

describe('a label word typed apart (減塩 味噌汁)', () => {
  it('is left out beside a food, as an adjective is; alone, or glued to the food, it is not', () => {
    expect(analyzer.withoutQualifiers('減塩 味噌汁')).toMatchObject({ qualifiers: ['減塩'], query: { words: ['味噌汁'] } });
    expect(analyzer.withoutQualifiers('国産 鶏むね 無添加')?.qualifiers).toEqual(['国産', '無添加']);
    expect(analyzer.withoutQualifiers('減塩')).toBeNull();
    expect(analyzer.withoutQualifiers('減塩味噌汁')).toBeNull();
  });
});

describe('a query of shops only', () => {
  it('names no food when every word is a chain or a kind of shop (セブン, コンビニ)', () => {
    expect(analyzer.namesOnlyShops('コンビニ')).toBe(true);
    expect(analyzer.namesOnlyShops('セブン ローソン')).toBe(true);
    expect(analyzer.namesOnlyShops('konbini')).toBe(true);
    expect(analyzer.namesOnlyShops('コンビニ サラダ')).toBe(false);
    expect(analyzer.namesOnlyShops('')).toBe(false);
  });
});

describe('a word that names no dish at the end of a term (メニュー, 料理)', () => {
  it('is no head word and relates nothing: キッズメニュー listed the breakfast menus by it', () => {
    expect(analyzer.withHeadWords('キッズメニュー')).toBeNull();
    // キッズ relates (kids meal's lexicon name), メニュー does not; 韓国料理 has nothing else to relate.
    expect(analyzer.analyzeRelatedQuery('キッズメニュー')?.words).toEqual(['きっず']);
    expect(analyzer.analyzeRelatedQuery('韓国料理')).toBeNull();
    // The other words of the term still relate (お子様メニュー: the お子様 rows).
    expect(analyzer.analyzeRelatedQuery('お子様メニュー')).not.toBeNull();
    expect(analyzer.withHeadWords('プレミアム牛めし')?.heads).toEqual(['牛めし']);
  });

  it('includes food, foods and meal in Japanese (食べ物, 食品, フード, 食事), whose synonyms name no dish either', () => {
    // 甘い食べ物 related シーフードカレー through 食べ物's synonym フード, 健康食品 日清食品's noodles.
    for (const q of ['甘い食べ物', '存在しない食べ物', '健康食品', 'ヘルシーな食事']) {
      expect([q, analyzer.withHeadWords(q)]).toEqual([q, null]);
      expect([q, analyzer.analyzeRelatedQuery(q)]).toEqual([q, null]);
    }
    // 食べ物 typed alone is met as typed, not by 食品, フード or フーズ inside names.
    const tokens = analyzer.analyzeQuery('食べ物').terms[0]!.flatMap((clause) => clause.tokens);
    expect(tokens).not.toEqual(expect.arrayContaining(['食品']));
    expect(tokens.some((token) => token.includes('ふう'))).toBe(false);
  });

  it('reads food in general typed as a word of its own as no word (食品 and フード alone listed 日清食品 and シーフード; round 20)', () => {
    for (const q of ['食品', 'フード', 'フーズ', '食物', 'food', 'ＦＯＯＤ']) expect([q, analyzer.analyzeQuery(q).terms]).toEqual([q, []]);
    expect(analyzer.analyzeQuery('ローソン 食品').words).toEqual(['ローソン']);
    // Inside a word it stays the word's (冷凍食品, シーフード), and in an English phrase the phrase's (junk food).
    expect(analyzer.analyzeQuery('冷凍食品').words).toEqual(['冷凍食品']);
    expect(analyzer.analyzeQuery('シーフード').words).toEqual(['シーフード']);
    expect(analyzer.analyzeQuery('junk food').words).toContain('food');
  });
});

describe('a food typed as not wanted (肉なし, no meat)', () => {
  it('reads X なし, 無し, 抜き or ぬき beside another word as X excluded, for when no name holds the word', () => {
    expect(analyzer.withoutUnwanted('肉なし ラーメン')).toMatchObject({
      typed: ['肉なし'],
      unwanted: ['肉'],
      query: { words: ['ラーメン'] },
    });
    expect(analyzer.withoutUnwanted('玉ねぎ抜き カレー')?.unwanted).toEqual(['玉ねぎ']);
    expect(analyzer.withoutUnwanted('玉ねぎ抜き カレー')?.query.excluded.length).toBe(1);
    // Alone it has nothing to search (no term); a word whose rest names no food is no such word.
    expect(analyzer.withoutUnwanted('肉抜き')).toMatchObject({ typed: ['肉抜き'], unwanted: ['肉'], query: { terms: [] } });
    expect(analyzer.withoutUnwanted('ぬぬぬなし ラーメン')).toBeNull();
  });

  it('reads English no or without before a word as that word excluded, as -onion', () => {
    for (const q of ['no onion ramen', 'ramen without onion']) {
      const { words, excluded } = analyzer.analyzeQuery(q);
      expect([q, words, excluded.length]).toEqual([q, ['ramen'], 1]);
    }
  });

  it('reads a food before English free as that food excluded (onion free, pork-free), not an allergen, a nutrient or a wish', () => {
    for (const q of ['onion free ramen', 'ramen pork-free', 'pork free ramen']) {
      const { words, excluded } = analyzer.analyzeQuery(q);
      expect([q, words, excluded.length]).toEqual([q, ['ramen'], 1]);
    }
    expect(analyzer.analyzeQuery('onion free ramen').excluded).toEqual(analyzer.analyzeQuery('-onion ramen').excluded);
    // Read by their own rules: an allergen (no-data-words), a nutrient without values, a wish (sugar free is 無糖 -加糖).
    for (const q of ['egg free', 'gluten free', 'salt free', 'fat free']) expect([q, analyzer.analyzeQuery(q).excluded]).toEqual([q, []]);
  });

  it('reads a wish for a dish without meat (vegetarian, ベジタリアン, vegan, meatless, no meat) as 肉なし, the kinds of meat left out too', () => {
    const meatless = analyzer.withoutUnwanted('肉なし curry')!;
    for (const q of ['vegetarian curry', 'ベジタリアン curry', 'Vegan curry', 'meatless curry', 'no meat curry', 'curry without meat']) {
      const read = analyzer.withoutUnwanted(q);
      const typed = q.replace(/ ?curry ?/, '');
      expect([q, read?.typed, read?.unwanted, read?.query]).toEqual([q, [typed], ['肉'], meatless.query]);
    }
    // 肉 alone left ビーフカレー and チキンカレー: beef, pork, chicken, ham, bacon and sausage go too.
    expect(meatless.query.excluded.length).toBeGreaterThan(6);
    // Alone it has nothing to search; as the exact query it is 肉なし, which no name holds.
    expect(analyzer.withoutUnwanted('vegetarian')).toMatchObject({ typed: ['vegetarian'], unwanted: ['肉'], query: { terms: [] } });
    expect(analyzer.analyzeQuery('no meat').excluded).toEqual([]);
  });
});

describe('round 13: a phrase read as English, a chain written in kanji, a loanword the names write in Japanese, a kanji sound', () => {
  it('reads the head of an English phrase as English after English words (chocolate shake: シェイク, no しゃけ)', () => {
    const [head] = analyzer.analyzeEnglishPhraseFallbacks('chocolate shake').filter((fallback) => fallback.head === 'shake');
    const fields = head!.query.terms[0]!.map((clause) => clause.field);
    expect(fields).toContain('looseName');
    expect(fields).not.toContain('romaji');
    // A plural is no romaji: shakes is the loanword of shake.
    expect(analyzer.analyzeQuery('shakes').terms[0]!.some((clause) => clause.field === 'looseName')).toBe(true);
  });

  it('meets a chain written in kanji by its letters, not its reading (すき家 is no すき焼き: すきや)', () => {
    const [term] = analyzer.analyzeQuery('すき家').terms;
    expect(term!.filter((clause) => clause.field === 'reading' || clause.field === 'readingTrigrams')).toEqual([]);
    expect(term!.some((clause) => clause.field === 'shop')).toBe(true);
  });

  it('reads ソイ and soy as 豆乳 beside the full form of the food (ソイラテ: 豆乳 カフェラテ), never a rest that is no food', () => {
    expect(analyzer.withLoanwordsInJapanese('ソイラテ')?.query.words).toEqual(['豆乳', 'カフェラテ']);
    expect(analyzer.withLoanwordsInJapanese('スタバ ソイラテ')?.typed).toEqual(['ソイラテ']);
    expect(analyzer.withLoanwordsInJapanese('soy latte')?.query.words).toEqual(['豆乳', 'カフェラテ']);
    expect(analyzer.withLoanwordsInJapanese('ソイミルク')?.query.words).toEqual(['豆乳']);
    expect(analyzer.withLoanwordsInJapanese('ソイジョイ')).toBeNull();
    expect(analyzer.withLoanwordsInJapanese('カフェラテ')).toBeNull();
  });

  it('reads a food word also as the other names the English lexicon lists for the food it names first (卵: 味玉), never back', () => {
    const read = analyzer.withNamesOfFood('ラーメン 卵');
    expect([read?.typed, read?.names, read?.query.words]).toEqual([['卵'], ['味玉'], ['ラーメン', '卵']]);
    // 味玉 is listed after 卵: typed, it names the seasoned egg, not every egg.
    expect(analyzer.withNamesOfFood('味玉')).toBeNull();
    expect(analyzer.withNamesOfFood('egg ramen')).toBeNull();
  });

  it('meets 麺 by its sound nowhere it begins another food of the lexicon (メンチカツ), typed or translated (noodles)', () => {
    for (const q of ['麺', 'noodles']) {
      const bySound = analyzer
        .analyzeQuery(q)
        .terms[0]!.filter((clause) => clause.tokens.length === 1 && clause.tokens[0] === 'めん' && clause.field !== 'wholeName');
      expect([q, bySound.length > 0]).toEqual([q, true]);
      for (const clause of bySound) expect([q, clause.notReadingPieces]).toEqual([q, expect.arrayContaining(['めんちかつ'])]);
    }
  });
});

describe('round 13 probe: a tea spelled two ways, a size after の, a pack count, a chain’s short form of a dish', () => {
  it('meets a tea named with ティー by its 茶 name and back where both are known (ジャスミンティー, ジャスミン茶), no other tea', () => {
    expect(nameTokensOf('ジャスミンティー')[0]).toEqual(expect.arrayContaining(['ん茶']));
    expect(nameTokensOf('ジャスミン茶')[0]).toEqual(expect.arrayContaining(['てぃ']));
    expect(nameTokensOf('ミルクティー')[0]).not.toContain('く茶');
  });

  it('reads a size after a food and の as the size (吉野家の牛丼の大盛り: 吉野家 牛丼 大盛り), a word of a name otherwise', () => {
    expect(analyzer.analyzeQuery('吉野家の牛丼の大盛り').words).toEqual(analyzer.analyzeQuery('吉野家 牛丼 大盛り').words);
    expect(analyzer.withoutAmounts('牛丼の大盛り')).toMatchObject({ q: '牛丼', onlySizes: true });
    expect(analyzer.analyzeQuery('お茶の子').words).toEqual(['お茶の子']);
  });

  it('reads foods joined by と as typed apart when every part is a food whole (ビッグマックとコーラ), a dish name otherwise', () => {
    expect(analyzer.analyzeQuery('ビッグマックとコーラ').words).toEqual(analyzer.analyzeQuery('ビッグマック コーラ').words);
    expect(analyzer.analyzeQuery('牛丼とみそ汁').words).toEqual(['牛丼', 'みそ汁']);
    for (const q of ['玉子とじ丼', 'ねぎとろ', 'さといも']) expect(analyzer.analyzeQuery(q).words).toEqual([q]);
  });

  it('reads a chain’s name and の before the rest of a word as the chain typed apart (スタバの抹茶フラペチーノ)', () => {
    expect(analyzer.analyzeQuery('スタバの抹茶フラペチーノ').words).toEqual(analyzer.analyzeQuery('抹茶フラペチーノ').words);
    expect(analyzer.analyzeQuery('吉野家の牛丼').words).toEqual(['吉野家', '牛丼']);
  });

  it('reads English with between two latin words as joining them, no term of its own (udon with tempura)', () => {
    expect(analyzer.analyzeQuery('udon with tempura').words).toEqual(['udon', 'tempura']);
    expect(analyzer.analyzeQuery('miso soup with tofu').words).toEqual(['miso soup', 'tofu']);
    // Alone or at an end it is a word as typed.
    expect(analyzer.analyzeQuery('with').words).toEqual(['with']);
  });

  it('reads a pack’s count with 入り as the count (からあげクン 5個入り: 5個)', () => {
    expect(analyzer.withoutAmounts('からあげクン 5個入り')).toMatchObject({ q: 'からあげクン', amounts: ['5個'] });
  });

  it('reads a dish beside a chain by its short form for the chain’s names (サブウェイ サンドイッチ: サンド)', () => {
    expect(analyzer.withShortForms('サブウェイ サンドイッチ')).toMatchObject({ typed: ['サンドイッチ'], shortForms: ['サンド'] });
    expect(analyzer.withShortForms('サブウェイ サンドイッチ')?.query.words).toEqual(['サブウェイ', 'サンド']);
    // Without a chain there is nothing to read so: サンドイッチ alone meets every name that holds it.
    expect(analyzer.withShortForms('サンドイッチ')).toBeNull();
  });
});

describe('after round 13: separators, IME leftovers, repeated kana, minus runs, spellings of one reading', () => {
  it('reads 、 , ， | ｜ and a / between words as separating several names, as a space does; ・ and a fraction’s / stay inside a word', () => {
    for (const q of ['牛丼、カレー', '牛丼,カレー', '牛丼，カレー', '牛丼|カレー', '牛丼｜カレー', '牛丼/カレー', '牛丼／カレー'])
      expect([q, analyzer.analyzeQuery(q).words]).toEqual([q, ['牛丼', 'カレー']]);
    expect(analyzer.analyzeQuery('1/2日分').words).toEqual(['1/2日分']);
    expect(analyzer.analyzeQuery('牛丼・カレー').words).toEqual(['牛丼・カレー']);
  });

  it('reads a latin n left over after kana as ん (うどn, ぱn, ラーメn), and drops it after a ん already typed', () => {
    for (const [q, word] of [
      ['うどn', 'うどん'],
      ['ぱn', 'ぱん'],
      ['ラーメn', 'ラーメン'],
      ['らーめnn', 'らーめん'],
      ['チキンn', 'チキン'],
    ])
      expect([q, analyzer.analyzeQuery(q!).words]).toEqual([q, [word]]);
    // A latin word stays as typed; a minus before the word keeps it an exclusion.
    expect(analyzer.analyzeQuery('ramen').words).toEqual(['ramen']);
  });

  it('takes one kana typed three times or more as no word (ああああああああああ met アーモンド), two as a word (もも)', () => {
    for (const q of ['ああああああああああ', 'あああ', 'アアアー', 'ｱｱｱ']) expect([q, analyzer.analyzeQuery(q).terms]).toEqual([q, []]);
    expect(analyzer.analyzeQuery('もも').words).toEqual(['もも']);
  });

  it('takes one latin letter typed three to six times as no word (ooo met 塩大盛り by しおおおもり; round 20), two as a word', () => {
    for (const q of ['ooo', 'OOO', 'ｏｏｏ', 'xxxx']) expect([q, analyzer.analyzeQuery(q).terms]).toEqual([q, []]);
    expect(analyzer.analyzeQuery('ooo ラーメン').words).toEqual(['ラーメン']);
    expect(analyzer.analyzeQuery('oolong').words).toEqual(['oolong']);
  });

  it('takes a run of minus signs as excluding nothing (--, ---)', () => {
    for (const q of ['--', '---', '－－']) expect([q, analyzer.analyzeQuery(q)]).toMatchObject([q, { terms: [], excluded: [] }]);
    expect(analyzer.analyzeQuery('-牛丼').excluded).toHaveLength(1);
  });

  it('gives a dish spelled otherwise with a synonym’s reading that synonym’s group (牛めし reads ぎゅうめし as 牛飯, a synonym of 牛丼)', () => {
    expect(nameTokensOf('牛めし')[0]).toEqual(expect.arrayContaining(['牛飯', '牛丼']));
  });

  it('relates a reading only where a name reads it whole, never by half its bigrams (牛めし is no 梅酒 by うめ|めし, no 牛乳 by ぎゅ|ゅう)', () => {
    const related = analyzer.analyzeRelatedQuery('牛めし')!.terms.flat();
    const reading = related.filter((clause) => clause.field === 'reading');
    expect(reading.length).toBeGreaterThan(0);
    for (const clause of reading) expect([clause.minShould, typeof clause.readingPiece]).toEqual([1, 'string']);
    expect(reading.map((clause) => clause.readingPiece)).toContain('ぎゅうめし');
  });
});

describe('round 21: a shop name with accents, an English food’s Japanese names', () => {
  const shop = (id: string, name: string, nameEn: string, aliases: string[]) =>
    ({ id, name, nameEn, reading: '', romaji: '', type: 'RESTAURANT', category: 'cafe', aliases }) as never;
  const entry = { id: 'p_1', type: 'product', name: 'ドーナツ', category: 'スイーツ', genres: [] } as never;

  it('indexes a latin shop name with accents as latin words, not bigrams of its letters (iio met excelsior by io)', () => {
    const tokens = analyzer.documentText(entry, shop('excelsior', 'エクセルシオール カフェ', 'Excelsior Caffé', ['Excelsior'])).shop;
    expect(tokens).toEqual(expect.arrayContaining(['excelsior', 'caffe']));
    for (const bigram of ['io', 'xc', 'ls', 'fé']) expect([bigram, tokens.includes(bigram)]).toEqual([bigram, false]);
    const veloce = analyzer.documentText(entry, shop('veloce', 'カフェ・ベローチェ', 'Caffè Veloce', [])).shop;
    expect(veloce).toEqual(expect.arrayContaining(['caffe', 'veloce']));
    expect(veloce).not.toContain('ff');
    // A Japanese name keeps its marks (NFD would part ガ from its dakuten).
    expect(analyzer.documentText(entry, shop('gusto', 'ガスト', 'Gusto', [])).shop).toContain('がす');
  });

  it('gives a latin food word its Japanese names (bread: パン), and none to a Japanese word or an unknown one', () => {
    expect(analyzer.japaneseNamesOf('bread')).toContain('パン');
    expect(analyzer.japaneseNamesOf('sushi', true)[0]).toBe('寿司');
    expect(analyzer.japaneseNamesOf('onigiri', true)).toContain('おにぎり');
    // Only the names the word is the romaji of: sausage is English for ソーセージ, not its romaji.
    expect(analyzer.japaneseNamesOf('sausage')).toContain('ソーセージ');
    expect(analyzer.japaneseNamesOf('sausage', true)).toEqual([]);
    expect(analyzer.japaneseNamesOf('パン')).toEqual([]);
    expect(analyzer.japaneseNamesOf('spaceship')).toEqual([]);
  });
});

describe('round 23: a dish’s kinds, another dish a word ends with', () => {
  it('gives the categories a genre’s dish files its kinds under, for its Japanese name only', () => {
    expect(analyzer.kindsOfDish('寿司')).toEqual(['握り']);
    expect(analyzer.kindsOfDish('ラーメン')).toEqual([]);
    expect(analyzer.kindsOfDish('sushi')).toEqual([]);
  });

  it.each([
    ['鍋焼きうどん', '焼きうどん', '焼きうどん'],
    ['鍋焼きうどん', 'ソース焼うどん', '焼きうどん'],
  ])('%s is another dish than %s (its last words, %s)', (word, name, other) => {
    expect(analyzer.anotherDishNamed(word)).toBe(other);
    expect(analyzer.anotherDishNamed(word, name)).toBe(other);
  });

  it.each([
    ['鍋焼きうどん', '鍋焼きうどん 大盛'],
    ['からあげ定食', '唐揚げ定食'],
    ['サバ定食', 'ざるそば定食'],
    ['ちゃんぽん麺', 'ちゃんぽん'],
    ['焼きうどん', '焼きうどん'],
    ['yakiudon', '焼きうどん'],
  ])('%s is no other dish than %s (the name holds it, or its last word is one word, or the word is known)', (word, name) => {
    expect(analyzer.anotherDishNamed(word, name)).toBeNull();
  });
});

describe('round 24: the kanji iteration mark', () => {
  it('is the character before it twice, in names and in q alike (担担麺 typed met no 担々麺)', () => {
    expect(withIterationMarkSpelled('担々麺')).toBe('担担麺');
    expect(withIterationMarkSpelled('人々 時々々')).toBe('人人 時時時');
    expect(withIterationMarkSpelled('々')).toBe('々');
    expect(nameTokensOf('担々麺')[0]).toEqual(expect.arrayContaining(['担担', '担麺']));
    expect(nameTokensOf('担担麺')[0]).toEqual(expect.arrayContaining(['担担', '担麺']));
    const named = (name: string) =>
      analyzer.documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined).name;
    expect(named('担々麺')).toEqual(named('担担麺'));
  });
});

describe('round 25', () => {
  it('reads a food of two kana or of one kanji before a meal word as the kind of the compound (サバ定食: ざるそば定食 led it)', () => {
    expect(analyzer.compoundItemModifiers('サバ定食')).toEqual(['さば']);
    expect(analyzer.compoundItemModifiers('さば定食')).toEqual(['さば']);
    // A kanji counts where the compound spells its own reading (鯖定食: さば|ていしょく), not where it reads otherwise (豚汁).
    expect(analyzer.compoundItemModifiers('鯖定食')).toEqual(['鯖']);
    expect(analyzer.compoundItemModifiers('豚汁')).toEqual([]);
    expect(analyzer.compoundItemModifiers('サバ 定食')).toEqual([]);
  });

  it('reads a kanji repeated as its 々 spelling where only that spelling reads (担担麺: たんたんめん), and no other pair', () => {
    const read = (text: string) => analyzer.analyzeQuery(text).terms[0]!.find((clause) => clause.field === 'reading')?.tokens;
    expect(read('担担麺')).toEqual(read('担々麺'));
    const document = (name: string) =>
      analyzer.documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined);
    for (const field of ['reading', 'romaji', 'words', 'kanaWords'] as const)
      expect([field, document('冷し担担麺')[field]]).toEqual([field, document('冷し担々麺')[field]]);
    // A pair the dictionary reads as written stays, and so does a pair across two words.
    expect(document('棒棒鶏麺').reading).toEqual(expect.arrayContaining(['ばん', 'んば', 'んじ']));
    expect(document('直火焼焼鮭弁当').reading).toEqual(expect.arrayContaining(['やき', 'きじ', 'じゃ']));
    // Each pair on its own: the mark is kept where it leaves fewer characters unread.
    const unread = (text: string) => (text.includes('担担') ? '担担' : '');
    expect(withRepeatedKanjiMarked('担担麺と焼焼', unread)).toBe('担々麺と焼焼');
  });

  it("reads 半 and ハーフ typed as the half portion a name writes, not 半's reading (チャーハン 半 met every チャーハン)", () => {
    const halfOf = (name: string) =>
      analyzer
        .documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined)
        .name.filter((token) => token.startsWith('size:'));
    for (const name of ['半チャーハン', 'プレミアム半チャーハン', '塩ラーメン（半ラーメン） 大盛', 'パンケーキ（ハーフ）', 'ご飯 半'])
      expect([name, halfOf(name)]).toEqual([name, ['size:half']]);
    for (const name of ['半熟玉子', 'チャーハン', 'ハーフ＆ハーフ ベーコンポテト M', 'ハンバーグカレー'])
      expect([name, halfOf(name)]).toEqual([name, []]);
    for (const q of ['チャーハン 半', 'チャーハン ハーフ', 'チャーハン はーふ'])
      expect([q, analyzer.analyzeQuery(q).terms[1]]).toEqual([q, [expect.objectContaining({ field: 'name', tokens: ['size:half'] })]]);
  });

  it('tells a bottle or pack of several servings by the volume its name states (2L, 1000ml), not a single one', () => {
    for (const name of ['ミルクティー 2L', '麦茶 1000ml', 'マグナム (1500ml) 赤', '緑茶 1.5Ｌ', 'お茶 1リットル'])
      expect([name, statesSeveralServings(name)]).toEqual([name, true]);
    for (const name of ['ミルクティー 500ml', 'コーラ L', 'ラテ 350ml', 'ジャスミン茶', 'Lサイズ ポテト', '麦茶 200g'])
      expect([name, statesSeveralServings(name)]).toEqual([name, false]);
  });
});

describe('round 26', () => {
  it('reads 半 glued before a food as the food with a half portion (半ライス: ライス 半), and keeps 半熟 and 半額 whole', () => {
    for (const [q, food] of [
      ['半ライス', 'ライス'],
      ['半うどん', 'うどん'],
      ['半チャーハン', 'チャーハン'],
    ] as const) {
      const { words, terms } = analyzer.analyzeQuery(q);
      expect([q, words]).toEqual([q, [food, '半']]);
      expect([q, terms[1]]).toEqual([q, [expect.objectContaining({ field: 'name', tokens: ['size:half'] })]]);
    }
    for (const q of ['半熟', '半額', '半']) expect([q, analyzer.analyzeQuery(q).words]).toEqual([q, [q]]);
    // The size a food has no row of is left out as with a space: 半ライス lists ライス, saying 半 was left out.
    expect(analyzer.withoutAmounts('半ライス')).toMatchObject({ q: 'ライス', amounts: ['半'] });
  });

  it('reads a one-kanji food written only at the start of a longer kanji word as that word (さば水煮 for 水), and no other row', () => {
    for (const [name, food, named] of [
      ['さば水煮', '水', '煮'],
      ['純水仕立てしゃきっと果実', '水', '仕立'],
      ['茶碗蒸し', '茶', '碗蒸'],
    ] as const)
      expect([name, analyzer.foodNamedAfter(name, food)]).toEqual([name, named]);
    for (const [name, food] of [
      ['炭酸水 500ml', '水'],
      ['水餃子 と 水', '水'],
      ['帆立と鰹の昆布水つけ麺', '水'],
      ['国産牛肉コロッケ', '牛'],
      ['焼鮭弁当', '鮭'],
      ['ピリ辛キムチの水餃子スープ', '水'],
      ['牛丼', '牛'],
      ['緑茶', '茶'],
      ['ポテトサラダ', '水'],
    ] as const)
      expect([name, analyzer.foodNamedAfter(name, food)]).toEqual([name, null]);
  });
});

describe('round 27', () => {
  it('reads a volume in litres typed after a food as an amount, as 500ml is (カフェラテ 2L: カフェラテ, 2L)', () => {
    for (const [q, food, amount] of [
      ['カフェラテ 2L', 'カフェラテ', '2L'],
      ['コーラ 1.5L', 'コーラ', '1.5L'],
      ['お茶 ２Ｌ', 'お茶', '２Ｌ'],
      ['ジュース 1リットル', 'ジュース', '1リットル'],
    ] as const)
      expect([q, analyzer.withoutAmounts(q)]).toEqual([q, expect.objectContaining({ q: food, amounts: [amount] })]);
    // A bottle's name without its volume is the drink, as with ml (緑茶 500ml: 緑茶).
    expect(coreName('緑茶 2L')).toBe('緑茶');
    expect(coreName('ポテト L')).toBe('ポテト');
  });

  it('meets a volume typed in the other unit the names write it in (1L: 1000ml, 2000ml: 2l), no other amount', () => {
    const romajiOf = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms[1]!.filter((clause) => clause.field === 'romaji')
        .flatMap((clause) => clause.tokens);
    for (const [q, form] of [
      ['麦茶 1L', '1000ml'],
      ['コーラ 1.5L', '1500ml'],
      ['緑茶 1リットル', '1000ml'],
      ['お茶 2000ml', '2l'],
      ['麦茶 500ml', '0.5l'],
    ] as const)
      expect([q, romajiOf(q)]).toEqual([q, expect.arrayContaining([form])]);
    expect(romajiOf('麦茶 250ml')).not.toContain('0.25l');
    expect(romajiOf('唐揚げ 5個').some((token) => /ml$|l$/u.test(token))).toBe(false);
  });

  it('meets the lexicon kinds of a one-kanji food (茶: 緑茶, 麦茶), typed alone or after the polite お, not a dish word', () => {
    const nameTokens = (q: string) => nameTokensOf(q)[0]!;
    for (const q of ['茶', 'お茶']) expect([q, nameTokens(q)]).toEqual([q, expect.arrayContaining(['緑茶', '麦茶', '烏龍', '龍茶'])]);
    expect(nameTokens('水')).toEqual(expect.arrayContaining(['炭酸', '酸水']));
    // 紅茶 is listed under tea beside 茶, the word for tea alone, not a kind of it: お茶 is green tea.
    expect(nameTokens('お茶')).not.toContain('紅茶');
    // 丼's kinds are every dish served so, which names meet as dish:丼.
    expect(nameTokens('丼')).not.toContain('牛丼');
    // A word of more than one kanji is no kind's food (緑茶 keeps its own synonyms).
    expect(nameTokens('緑茶')).not.toContain('麦茶');
  });

  it('leaves out a container typed beside a drink (緑茶 ペットボトル), which no name writes', () => {
    for (const [q, drink, container] of [
      ['緑茶 ペットボトル', '緑茶', 'ペットボトル'],
      ['お茶 ボトル', 'お茶', 'ボトル'],
    ] as const)
      expect([q, analyzer.withoutQualifiers(q)]).toEqual([
        q,
        expect.objectContaining({ qualifiers: [container], query: expect.objectContaining({ words: [drink] }) }),
      ]);
  });

  it('takes a compound apart at a food of two kana the lexicon writes in kanji too (さけ: 鮭), not at まん', () => {
    expect(analyzer.withCompoundsApart('さけおにぎり')?.terms).toHaveLength(2);
    expect(analyzer.withCompoundsApart('さばみそ')?.terms).toHaveLength(2);
    for (const q of ['ぴざまん', 'あんまん']) expect([q, analyzer.withCompoundsApart(q)]).toEqual([q, null]);
  });
});

describe('round 28: a dish named as a whole that ends with a one-kanji food, a kanji met by its reading', () => {
  const nameTokens = (q: string) => nameTokensOf(q)[0]!;

  it('meets no dish as a kind of the food whose English name does not hold the food written before it (酢豚: sweet and sour pork)', () => {
    expect(nameTokens('豚')).not.toContain('酢豚');
    expect(nameTokens('卵')).toEqual(expect.arrayContaining(['ゆで']));
    // A kind read word by word stays one (味噌汁: miso soup; 麦茶: the lexicon has no 麦 to read).
    expect(nameTokens('汁')).toEqual(expect.arrayContaining(['味噌']));
    expect(nameTokens('茶')).toEqual(expect.arrayContaining(['麦茶']));
  });

  it('reads such a dish as another food than the kanji (酢豚 for 豚), the food before its own rows', () => {
    expect(analyzer.foodNamedAfter('酢豚', '豚')).toBe('酢豚');
    expect(analyzer.foodNamedAfter('期間限定 酢豚', '豚')).toBe('酢豚');
    expect(analyzer.foodNamedAfter('だし巻き卵', '卵')).not.toBeNull();
    for (const name of ['焼豚', '豚カルビ', '豚の角煮', '酢豚 豚カルビ'])
      expect([name, analyzer.foodNamedAfter(name, '豚')]).toEqual([name, null]);
  });

  it('meets a kanji typed alone by its reading only in the names that write it (缶: 缶コーヒー, not 期間限定 コーラ)', () => {
    const pieceOfReading = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms.at(-1)!
        .filter((clause) => clause.field === 'reading' || clause.field === 'readingTrigrams')
        .map((clause) => clause.readingPiece);
    // Its reading and, since round 31, that reading voiced (かん, がん): each only where the name writes 缶.
    expect(pieceOfReading('缶')).toEqual(['kanji:缶', 'kanji:缶']);
    expect(pieceOfReading('コーラ 缶')).toEqual(['kanji:缶', 'kanji:缶']);
    const piecesOf = (name: string) =>
      analyzer.documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined).readingPieces;
    expect(piecesOf('缶コーヒー 微糖')).toContain('kanji:缶');
    expect(piecesOf('和牛カルビ')).toEqual(expect.arrayContaining(['kanji:和', 'kanji:牛']));
    // 期間 reads き|かん: its かん is no 缶.
    expect(piecesOf('期間限定 コーラ')).not.toContain('kanji:缶');
    // A word of two kanji or more keeps its reading as one piece of a name's (牛丼: ぎゅうどん, which kana names write too).
    expect(pieceOfReading('牛丼')).toEqual(['ぎゅうどん']);
  });
});

describe('round 29: the kana name of a kanji food met only as a word of a name', () => {
  const piecesOf = (name: string) =>
    analyzer.documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined).readingPieces;

  it('holds a word token for each stretch of whole words of a name, none inside a katakana word (ツナマイルド: つ|な|まい|る|ど)', () => {
    expect(piecesOf('鯛めし')).toEqual(expect.arrayContaining(['word:たい', 'word:めし', 'word:たいめし']));
    expect(piecesOf('栗ご飯')).toContain('word:くり');
    // ね|たい|か, たいやき, くりいむ|ぱん, さつまいも|てん: the kana name is inside a word.
    expect(piecesOf('特ネタいか')).not.toContain('word:たい');
    expect(piecesOf('もっちりとした白いたい焼き')).not.toContain('word:たい');
    expect(piecesOf('クリームパン')).not.toContain('word:くり');
    expect(piecesOf('さつまいも天')).not.toContain('word:まい');
    expect(piecesOf('ツナマイルド L')).not.toContain('word:まい');
    expect(piecesOf('かき揚げ丼')).not.toContain('word:かき');
  });

  it('asks for a kana name of two kana of a kanji food as a word of a name (鯛: たい), a longer one and a kana term as before', () => {
    const kanaPieces = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms.at(-1)!
        .filter((clause) => clause.field === 'name' && clause.readingPiece)
        .map((clause) => clause.readingPiece);
    expect(kanaPieces('鯛')).toEqual(['word:たい']);
    expect(kanaPieces('栗')).toEqual(['word:くり']);
    // 米's まい is no name of it since round 37 (another sound of the kanji, read so in 玄米).
    expect(kanaPieces('米')).toEqual(expect.arrayContaining(['word:こめ']));
    for (const q of ['鯛', '栗', '柿', '米', '肉', '桃', '梨'])
      for (const piece of kanaPieces(q).filter((piece) => [...piece!.replace(/^word:/u, '')].length === 2))
        expect([q, piece]).toEqual([q, expect.stringMatching(/^word:/u)]);
    // A longer kana name keeps its piece (鮭: しゃけ, met in 焼しゃけ, which the analyzer reads as one word).
    expect(kanaPieces('鮭')).toEqual(expect.arrayContaining(['しゃけ']));
    // A kana word typed keeps its own clauses: たい typed is met as a piece of a name's reading, as before.
    expect(
      analyzer
        .analyzeQuery('たい')
        .terms.at(-1)!
        .some((clause) => clause.readingPiece === 'たい'),
    ).toBe(true);
  });
});

describe('round 31: a kind the lexicon lists beside the word typed is that word', () => {
  const nameBoost = (q: string, token: string) =>
    analyzer
      .analyzeQuery(q)
      .terms.at(-1)!
      .filter((clause) => clause.field === 'name' && clause.tokens.join('') === token)
      .map((clause) => clause.boost);

  it("weighs お茶's 緑茶 and 煎茶 (green tea, as お茶 is) above the kanji's other kinds (麦茶, barley tea)", () => {
    const [green] = nameBoost('お茶', '緑茶');
    const [barley] = nameBoost('お茶', '麦茶');
    expect(green).toBeGreaterThan(barley!);
    expect(nameBoost('お茶', '煎茶')).toEqual([green]);
    // 茶 alone is listed beside none of its kinds: every kind weighs the same.
    expect(nameBoost('茶', '緑茶')).toEqual(nameBoost('茶', '麦茶'));
  });
});

describe('round 31: a kanji typed alone met by its reading voiced, where a name writes it', () => {
  const readingClauses = (q: string) =>
    analyzer
      .analyzeQuery(q)
      .terms.at(-1)!
      .filter((clause) => (clause.field === 'reading' || clause.field === 'readingTrigrams') && clause.readingPiece === `kanji:${q}`);

  it('asks 氷 as ごおり too (かき氷: かきごおり), below its own reading, and only in the names that write 氷', () => {
    const [own, voiced] = readingClauses('氷');
    expect(own?.tokens).toEqual(['こおり']);
    expect(voiced?.tokens).toEqual(['ごおり']);
    expect(voiced!.boost).toBeLessThan(own!.boost);
    expect(readingClauses('柿').map((clause) => clause.tokens.join(''))).toEqual(['かき', 'がき']);
    // A reading whose first sound has no voiced form keeps one clause (麺: めん).
    expect(readingClauses('麺')).toHaveLength(1);
  });
});

describe('round 32: a stretch from a long-vowel mark on, into the kanji after it', () => {
  const piecesOf = (name: string) =>
    analyzer.documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined).readingPieces;

  it('runs on past the kana run into the rest of the word (ラー油: らあゆ, long:あゆ), and stops where the word ends', () => {
    expect(piecesOf('隠し味にラー油をかけて 四川風麻婆焼そば')).toEqual(expect.arrayContaining(['long:あゆ', 'long:ayu']));
    expect(piecesOf('ルーロー飯')).toEqual(expect.arrayContaining(['long:うめ', 'long:ume']));
    // A word after a space or a bracket is read apart: モーニング トースト holds no long:うと.
    expect(piecesOf('モーニング トースト')).not.toContain('long:うと');
    expect(piecesOf('カレー（中辛）')).not.toContain('long:えち');
    // A name that holds the stretch elsewhere keeps it (あゆの塩焼き ラー油).
    expect(piecesOf('あゆの塩焼き ラー油')).not.toContain('long:あゆ');
    // あゆ typed leaves out the names holding it only so.
    for (const clause of analyzer.analyzeQuery('あゆ').terms[0]!) expect(clause.notReadingPieces ?? []).toContain('long:あゆ');
  });
});

describe('round 33: romaji of a lexicon food, a kana food a longer one begins, 鶏 in a compound', () => {
  it('reads romaji of a lexicon food written with kanji as that food, and keeps the English lexicon’s words English', () => {
    expect(analyzer.foodOfRomaji('ocha')).toBe('お茶');
    expect(analyzer.foodOfRomaji('mizu')).toBe('水');
    expect(analyzer.foodOfRomaji('men')).toBe('麺');
    expect(analyzer.foodOfRomaji('Niku')).toBe('肉');
    // A kana the vocabulary knows is met by the names' readings as typed (gyuudon: ぎゅうどん, susi: すし), unless its food is
    // one kanji an entry lists first (men: 麺), met by its reading only where a name writes it.
    for (const word of ['gyuudon', 'susi', 'ebi']) expect([word, analyzer.foodOfRomaji(word)]).toEqual([word, undefined]);
    // English words of the lexicon stay English (sake: 日本酒, tea, water), and latin words no food's reading spells stay romaji.
    for (const word of ['sake', 'tea', 'water', 'sushi', 'gyudon', 'karaa', 'green tea'])
      expect([word, analyzer.foodOfRomaji(word)]).toEqual([word, undefined]);
    // The word's clauses are the food's: ocha meets the names 緑茶 (お茶's own name) by their surface.
    const ocha = analyzer.analyzeQuery('ocha').terms[0]!;
    expect(ocha.some((clause) => clause.field === 'name' && clause.tokens.includes('緑茶'))).toBe(true);
    // Its own latin clauses stay, below the food's: the English names' beginnings (Ochazuke) no longer lead.
    const english = ocha.find((clause) => clause.field === 'english' && clause.tokens.includes('ocha'));
    expect(english?.boost).toBeLessThan(1);
  });

  it('tells a longer kana food a known kana food only begins as another food (ブリトー for ぶり), not the food cooked', () => {
    expect(analyzer.foodNamedAfter('ブリトー ハム&チーズ', 'ぶり')).not.toBeNull();
    expect(analyzer.foodNamedAfter('たらこスパゲッティ', 'たら')).not.toBeNull();
    expect(analyzer.foodNamedAfter('メンチカツ', 'めん')).not.toBeNull();
    // The food itself, cooked or with a side, written with kanji or の.
    expect(analyzer.foodNamedAfter('ぶりの照り焼き', 'ぶり')).toBeNull();
    expect(analyzer.foodNamedAfter('ぶり大根', 'ぶり')).toBeNull();
    expect(analyzer.foodNamedAfter('カツ丼', 'カツ')).toBeNull();
    // A word being typed is no food yet: its completions stay its own rows.
    expect(analyzer.foodNamedAfter('ツナマヨネーズ', 'ツナマ')).toBeNull();
  });

  it('reads 鶏 in a compound とり, and 鶏 typed asks that reading where the name writes 鶏', () => {
    const readingOf = (name: string) =>
      analyzer.documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined).reading;
    expect(readingOf('若鶏のグリル')).not.toContain('かに');
    const chicken = analyzer.analyzeQuery('鶏').terms[0]!;
    expect(chicken.some((clause) => clause.readingPiece === 'kanji:鶏' && clause.tokens.join() === 'とり')).toBe(true);
  });
});

describe('round 34: a kana word of a kanji food among homographs, a kanji’s two-kana sound beside its kana', () => {
  const synonymTokens = (q: string) =>
    analyzer
      .analyzeQuery(q)
      .terms[0]!.filter((clause) => clause.field === 'name')
      .flatMap((clause) => clause.tokens);

  it('reads さかな as 魚, the kanji the English lexicon lists it beside, not 肴 (a snack with a drink: つまみ)', () => {
    for (const q of ['さかな', 'サカナ', 'sakana']) {
      expect([q, synonymTokens(q)]).not.toEqual([q, expect.arrayContaining(['つま'])]);
      // 魚 typed: its reading where a name writes 魚 (焼魚).
      const clauses = analyzer.analyzeQuery(q).terms[0]!;
      expect([q, clauses.some((clause) => clause.readingPiece === 'kanji:魚')]).toEqual([q, true]);
    }
    // 肴 typed keeps its own synonyms, and a kana word of one kanji keeps its synonyms (かに: 蟹, クラブ).
    expect(synonymTokens('肴')).toEqual(expect.arrayContaining(['つま']));
    expect(synonymTokens('かに')).toEqual(expect.arrayContaining(['くら']));
  });

  it('asks a kanji’s two-kana sound beside its kana word as a word of a name (さかな: ぎょ), as beside the kanji', () => {
    const pieces = (q: string, token: string) =>
      analyzer
        .analyzeQuery(q)
        .terms[0]!.filter((clause) => clause.field === 'name' && clause.tokens.join() === token)
        .map((clause) => clause.readingPiece);
    // こめ and 米 asked まい so until round 37, which reads it as no name of 米.
    expect(pieces('こめ', 'まい')).toEqual([]);
    expect(pieces('米', 'まい')).toEqual([]);
    expect(pieces('さかな', 'ぎょ')).toContain('word:ぎょ');
  });
});

describe('round 34: a kana stretch that begins inside one kanji’s reading', () => {
  const piecesOf = (name: string) =>
    analyzer.documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined).readingPieces;

  it('marks a stretch begun inside one kanji’s reading (炙り: ぶり; 麻婆: さば), not one begun where a word or its kana begins', () => {
    expect(piecesOf('炙りあじ')).toContain('mid:ぶり');
    expect(piecesOf('麻婆丼')).toContain('mid:さば');
    expect(piecesOf('こんにゃく麺で食べる辛麺スープ')).toContain('mid:らめん');
    // The food at a word's start, or in the kana after a kanji (焼うどん, 焼しゃけ), or a kanji run whose parts are not known (焼鮭).
    expect(piecesOf('ぶり大根')).not.toContain('mid:ぶり');
    expect(piecesOf('ソース焼うどん')).not.toContain('mid:うどん');
    expect(piecesOf('直巻 焼しゃけ')).not.toContain('mid:しゃけ');
    expect(piecesOf('焼鮭弁当')).not.toContain('mid:じゃけ');
    // Held elsewhere at a word's start too: not marked.
    expect(piecesOf('炙りぶり')).not.toContain('mid:ぶり');
  });

  it('asks a one-kanji food’s kana and a kana word typed outside another word’s reading', () => {
    const leaves = (q: string, piece: string) =>
      analyzer
        .analyzeQuery(q)
        .terms[0]!.some((clause) => clause.readingPiece === piece && (clause.notReadingPieces ?? []).includes(`mid:${piece}`));
    expect(leaves('鰤', 'ぶり')).toBe(true);
    expect(leaves('ぶり', 'ぶり')).toBe(true);
    expect(leaves('buri', 'ぶり')).toBe(true);
    // The kanji's own reading, where the name writes it, is met anywhere (担々麺 for 麺).
    const own = analyzer.analyzeQuery('麺').terms[0]!.filter((clause) => clause.readingPiece === 'kanji:麺');
    expect(own.length).toBeGreaterThan(0);
    for (const clause of own) expect(clause.notReadingPieces ?? []).not.toContain('mid:めん');
  });
});

describe('round 35: 水煮 is a way of cooking, not water', () => {
  it('leaves the names holding 水煮 (みずに) out of 水’s reading, typed or translated (water listed さば水煮 first)', () => {
    // mizu's own kana (a latin word's reading, at a translation's weight) is no reading of 水's and still meets them.
    for (const q of ['水', 'water']) {
      const readings = analyzer.analyzeQuery(q).terms[0]!.filter((clause) => clause.field === 'reading' && clause.tokens.includes('みず'));
      expect([q, readings.length > 0]).toEqual([q, true]);
      for (const clause of readings) expect([q, clause.notReadingPieces]).toEqual([q, expect.arrayContaining(['みずに'])]);
    }
  });

  it('reads boiled as 水煮 too, beside ゆで, and keeps 水’s kinds (炭酸水)', () => {
    const names = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms[0]!.filter((clause) => clause.field === 'name')
        .flatMap((clause) => clause.tokens);
    expect(names('boiled')).toEqual(expect.arrayContaining(['水煮', 'ゆで']));
    expect(names('水')).toEqual(expect.arrayContaining(['炭酸']));
  });
});

describe('round 35: a kana stretch that stops inside one kanji’s reading', () => {
  const piecesOf = (name: string) =>
    analyzer.documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined).readingPieces;

  it('marks a stretch run into one kanji’s reading and stopped inside it (やわらか肉: かに; ねぎ塩: ねぎし), not one ending with it', () => {
    expect(piecesOf('旨み味わうやわらか肉焼売')).toContain('end:かに');
    expect(piecesOf('ねぎ塩豚丼')).toContain('end:ねぎし');
    expect(piecesOf('かつ丼')).toContain('end:かつど');
    // Ending where the kanji's reading ends, or begun at it (にく is 肉's own), or held elsewhere whole (かにクリーム). A kanji run
    // whose last kanji reads as alone (果肉: か|にく) marks it too since round 36.
    expect(piecesOf('やわらか肉')).not.toContain('end:かにく');
    expect(piecesOf('肉まん')).not.toContain('end:にく');
    expect(piecesOf('やわらか肉 かにクリームコロッケ')).not.toContain('end:かに');
    expect(piecesOf('果肉ソース')).toContain('end:かに');
  });

  it('leaves them out for a food the vocabulary knows, typed in kana, in romaji or as a kanji’s kana, not for a word being typed', () => {
    const leavesOut = (q: string, piece: string) =>
      analyzer.analyzeQuery(q).terms[0]!.some((clause) => clause.field === 'reading' && (clause.notReadingPieces ?? []).includes(piece));
    expect(leavesOut('かに', 'end:かに')).toBe(true);
    expect(leavesOut('crab', 'end:かに')).toBe(true);
    // かつど and ねぎし are words being typed (かつ丼, ねぎ塩): no food of the vocabulary, so the names writing them stay.
    expect(leavesOut('かつど', 'end:かつど')).toBe(false);
    expect(leavesOut('ねぎし', 'end:ねぎし')).toBe(false);
  });
});

describe('round 36: the kana of a one-kanji food leaves out the other foods the kanji begins', () => {
  const readingsOf = (q: string, kana: string) =>
    analyzer.analyzeQuery(q).terms[0]!.filter((clause) => clause.field === 'reading' && clause.readingPiece === kana);

  it('leaves the names holding 水煮 (みずに) out of みず and mizu, as of 水 (みず listed さば水煮 second, mizu 18th)', () => {
    for (const q of ['みず', 'ミズ', 'mizu']) {
      const readings = readingsOf(q, 'みず');
      expect([q, readings.length > 0]).toEqual([q, true]);
      for (const clause of readings) expect([q, clause.notReadingPieces]).toEqual([q, expect.arrayContaining(['みずに'])]);
    }
  });

  it('leaves a kana word that is no one-kanji food’s sound as it was (かつど, ねぎし keep their names)', () => {
    for (const q of ['かつど', 'ねぎし'])
      for (const clause of readingsOf(q, q))
        expect([q, clause.notReadingPieces ?? []]).not.toEqual([q, expect.arrayContaining(['みずに'])]);
  });
});

describe('round 36: a kana stretch that stops inside the last kanji’s reading of a word of kanji', () => {
  const piecesOf = (name: string) =>
    analyzer.documentText({ id: 'p_1', type: 'product', name, category: '', genres: [] } as never, undefined).readingPieces;

  it('marks it where the word’s reading ends with that kanji’s own (果肉: かにく, かに; 牛肉: うに), not where it does not (焼鮭)', () => {
    expect(piecesOf('ウチカフェ 果肉ソースがけ みかんかき氷')).toContain('end:かに');
    expect(piecesOf('牛肉コロッケ')).toContain('end:うに');
    // Ending where the kanji's reading ends, begun inside it, held elsewhere whole, or a last kanji read otherwise alone.
    expect(piecesOf('果肉ソース')).not.toContain('end:かにく');
    expect(piecesOf('果肉ソース かにクリームコロッケ')).not.toContain('end:かに');
    expect(piecesOf('焼鮭弁当')).not.toContain('end:やきじゃ');
  });

  it('leaves those names out of かに, crab and 蟹', () => {
    for (const q of ['かに', 'crab', '蟹'])
      expect([
        q,
        analyzer
          .analyzeQuery(q)
          .terms[0]!.some((clause) => clause.field === 'reading' && (clause.notReadingPieces ?? []).includes('end:かに')),
      ]).toEqual([q, true]);
  });
});

describe('round 36: a kana word’s romaji met where a word of the name begins', () => {
  const romajiLeaves = (q: string, piece: string) =>
    analyzer
      .analyzeQuery(q)
      .terms[0]!.filter((clause) => clause.field === 'romaji' && clause.readingPiece === undefined)
      .map((clause) => (clause.notReadingPieces ?? []).includes(piece));

  it('leaves out what its reading leaves out: かに and kani end:かに (kaniku of 果肉), みず and mizu みずに (mizuni of 水煮)', () => {
    for (const [q, piece] of [
      ['かに', 'end:かに'],
      ['kani', 'end:かに'],
      ['みず', 'みずに'],
      ['mizu', 'みずに'],
    ] as const) {
      const leaves = romajiLeaves(q, piece);
      expect([q, leaves.length > 0 && leaves.every(Boolean)]).toEqual([q, true]);
    }
    // A word being typed keeps the names a longer word of theirs begins with it (かつど: katsudon).
    expect(romajiLeaves('かつど', 'end:かつど').some(Boolean)).toBe(false);
  });
});

describe('round 37: 飯 typed alone, a dish named as a whole, a kana word of a dish, another sound of a kanji', () => {
  const clausesOf = (q: string) => analyzer.analyzeQuery(q).terms[0]!;
  const synonymNames = (q: string) =>
    clausesOf(q)
      .filter((clause) => clause.field === 'name')
      .map((clause) => clause.tokens.join(''));

  it('reads 飯, めし and meshi as ご飯 whole, and 飯 as はん where a name writes it (炒飯), beside めし', () => {
    for (const q of ['飯', 'めし', 'メシ', 'meshi']) {
      const whole = clausesOf(q).filter((clause) => clause.field === 'wholeName');
      expect([q, whole.some((clause) => clause.tokens.includes('ご飯'))]).toEqual([q, true]);
      const han = clausesOf(q).find((clause) => clause.field === 'reading' && clause.tokens.join() === 'はん');
      expect([q, han?.readingPiece]).toEqual([q, 'kanji:飯']);
    }
    expect(clausesOf('飯').some((clause) => clause.field === 'reading' && clause.tokens.join() === 'めし')).toBe(true);
    // A word writing 飯 is typed as itself.
    for (const q of ['ご飯', '炒飯', '釜飯', '焼き飯'])
      expect([q, clausesOf(q).some((clause) => clause.field === 'wholeName' && clause.tokens.includes('ご飯') && q !== 'ご飯')]).toEqual([
        q,
        false,
      ]);
  });

  it('reads a compound its synonyms name without the word before as one dish, not a kind (焼き飯: チャーハン)', () => {
    expect(analyzer.compoundItemModifiers('焼き飯')).toEqual([]);
    expect(analyzer.compoundItemModifiers('焼飯')).toEqual([]);
    // A guard: a compound no synonym names otherwise keeps its kind word.
    expect(analyzer.compoundItemModifiers('チーズ牛丼')).toEqual(['ちいず']);
    expect(analyzer.compoundItemModifiers('焼きうどん')).toEqual(['焼き']);
  });

  it('relates a hiragana word with no synonyms of its own to the dishes it is the reading of (やきめし: 焼飯, チャーハン)', () => {
    const related = (q: string) =>
      (analyzer.analyzeRelatedQuery(q)?.terms[0] ?? []).filter((clause) => clause.field === 'name').map((clause) => clause.tokens.join(''));
    expect(related('やきめし')).toEqual(expect.arrayContaining(['焼飯', bigrams('焼き飯').join(''), '炒飯']));
    // Its names' own query is as typed, as its romaji's is (ぎゅうどん and gyudon answer alike).
    expect(synonymNames('やきめし')).not.toContain('焼飯');
    expect(synonymNames('ぎゅうどん')).not.toContain('牛飯');
  });

  it('reads no other sound of a one-kanji food as its name (米, こめ: まい; 酒: さけ, the kana of 鮭), a spelling’s kana kept', () => {
    expect(synonymNames('米')).not.toContain('まい');
    expect(synonymNames('こめ')).not.toContain('まい');
    expect(synonymNames('酒')).not.toContain('さけ');
    // Guards: a kanji's kana the lexicon lists, a longer kana name and a kanji spelled otherwise keep theirs.
    expect(synonymNames('鮭')).toEqual(expect.arrayContaining(['さけ', bigrams('しゃけ').join('')]));
    expect(synonymNames('鰺')).toContain('あじ');
    expect(synonymNames('鮪')).toContain('つな');
  });
});

describe('round 38: one dish in kanji, kana, romaji or English', () => {
  it('reads a word spelled with the reading of a food’s first name as that food (お粥: おかゆ), and a latin word by its Japanese', () => {
    for (const q of ['お粥', 'おかゆ', 'okayu', 'porridge'])
      expect([q, analyzer.withNamesOfFood(q)?.names]).toEqual([q, expect.arrayContaining(['雑炊'])]);
    // A reading two foods' first names share names neither (さけ: 鮭 and 酒), and a later name stays its own (味玉).
    expect(analyzer.withNamesOfFood('さけ')).toBeNull();
    expect(analyzer.withNamesOfFood('味玉')).toBeNull();
  });

  it('reads a kana word whose synonym spells it in kanji by that spelling’s synonyms (はくまい: 白米, so ご飯)', () => {
    for (const q of ['はくまい', 'ハクマイ', 'hakumai'])
      expect([q, analyzer.withNamesOfFood(q)?.names]).toEqual([q, expect.arrayContaining(['ご飯'])]);
    // A guard: a one-kanji food's kana keeps its own rules (こめ: 米).
    expect(analyzer.withNamesOfFood('こめ')?.names ?? []).not.toContain('ライス');
  });

  it('meets no name that is another sound of a one-kanji word whole (味: あじ, the kana of 鰺; 酒: さけ, of 鮭)', () => {
    const wholeTokens = (q: string) =>
      analyzer
        .analyzeQuery(q)
        .terms[0]!.filter((clause) => clause.field === 'wholeName')
        .flatMap((clause) => clause.tokens);
    expect(wholeTokens('味')).not.toContain('あじ');
    expect(wholeTokens('酒')).not.toContain('さけ');
    // Guards: a kanji's own kana, the other spelling's too, stays (鰺, 鯵: あじ; 鮭: さけ; 米: こめ).
    for (const [q, kana] of [
      ['鰺', 'あじ'],
      ['鯵', 'あじ'],
      ['鮭', 'さけ'],
      ['米', 'こめ'],
    ])
      expect([q, wholeTokens(q!)]).toEqual([q, expect.arrayContaining([kana])]);
  });
});

describe('round 39: an English word’s plain food before the dishes its name begins', () => {
  const entry = (name: string, nameEn: string) => ({ id: 'g_1', type: 'dish', name, nameEn, category: '', genres: [] }) as never;
  const englishOf = (name: string, nameEn: string) => analyzer.documentText(entry(name, nameEn), undefined).english;

  it('indexes an English word whose Japanese is the row’s Japanese name whole (ご飯 150g, Steamed rice 150g: whole:rice)', () => {
    expect(englishOf('ご飯 150g', 'Steamed rice 150g')).toContain('whole:rice');
    expect(englishOf('ライス', 'Rice')).toContain('whole:rice');
    // A dish the word begins is a dish of it, not the plain food (明太子ご飯, Rice with mentaiko).
    expect(englishOf('明太子ご飯 並盛', 'Rice with mentaiko (regular)')).not.toContain('whole:rice');
  });

  it('asks an English word’s plain food above the name the word begins (rice: whole:rice over head:rice)', () => {
    const english = analyzer.analyzeQuery('rice').terms[0]!.filter((clause) => clause.field === 'english');
    const boostOf = (token: string) => english.find((clause) => clause.tokens.includes(token))?.boost ?? 0;
    expect(boostOf('whole:rice')).toBeGreaterThan(boostOf('head:rice'));
  });
});

describe('round 40: the plain food of a row with no English name', () => {
  const entry = (name: string) => ({ id: 'p_1', type: 'product', name, category: '', genres: [] }) as never;
  const englishOf = (name: string) => analyzer.documentText(entry(name), undefined).english;

  it('indexes a Japanese name that is an English word’s Japanese whole as plain:<word> (カレー, コーヒー(S))', () => {
    expect(englishOf('カレー 並盛')).toEqual(['plain:curry']);
    expect(englishOf('コーヒー(S)')).toContain('plain:coffee');
    // A dish of the food is no plain food of it, and a name no English word is whole has no English tokens.
    expect(englishOf('カツカレー 並盛')).toEqual([]);
    expect(englishOf('キムチ牛めし（並盛）')).toEqual([]);
  });

  it('asks an English word’s plain:<word> below its whole:<word>', () => {
    const english = analyzer.analyzeQuery('curry').terms[0]!.filter((clause) => clause.field === 'english');
    const boostOf = (token: string) => english.find((clause) => clause.tokens.includes(token))?.boost ?? 0;
    expect(boostOf('plain:curry')).toBeGreaterThan(0);
    expect(boostOf('plain:curry')).toBeLessThan(boostOf('whole:curry'));
  });

  it('indexes a name that is another of the word’s Japanese as also:<word>, asked below plain:<word> (ホットケーキ after パンケーキ)', () => {
    // One token for both gave the 7 ホットケーキ rows the 35 パンケーキ rows' score, and popularity put McDonald’s second for pancake.
    expect(englishOf('パンケーキ')).toEqual(['plain:pancake', 'plain:pancakes']);
    expect(englishOf('ホットケーキ')).toEqual(['also:pancake', 'also:pancakes']);
    expect(englishOf('ライス 並')).toEqual(['also:rice']);
    expect(englishOf('ご飯 大盛')).toEqual(['plain:rice']);
    const english = analyzer.analyzeQuery('pancake').terms[0]!.filter((clause) => clause.field === 'english');
    const boostOf = (token: string) => english.find((clause) => clause.tokens.includes(token))?.boost ?? 0;
    expect(boostOf('also:pancake')).toBeGreaterThan(0);
    expect(boostOf('also:pancake')).toBeLessThan(boostOf('plain:pancake'));
  });
});

describe('stop 83: a known word and a word of two kana after it', () => {
  const tolerant = (q: string) =>
    analyzer
      .analyzeQuery(q)
      .terms[0]!.filter((clause) => (clause.field === 'name' || clause.field === 'reading') && clause.minShould < 1)
      .map((clause) => clause.field);

  it('asks all its bigrams: a typo’s share left out バー and met プロテイン飲料 for プロテインバー', () => {
    expect(tolerant('プロテインバー')).toEqual([]);
  });

  it('a longer last word cannot go missing so, and keeps the typo’s share (ライスバーガー, ハンバーグステーキ)', () => {
    for (const q of ['ライスバーガー', 'ハンバーグステーキ']) expect([q, tolerant(q).length > 0]).toEqual([q, true]);
  });
});

describe('round 44 (stop 84): a pancake is one word, as ホットケーキ is', () => {
  const entry = (name: string) => ({ id: 'p_1', type: 'product', name, category: '', genres: [] }) as never;
  const documentOf = (name: string) => analyzer.documentText(entry(name), undefined);

  it('begins no word at its ケーキ, which ケーキ typed listed the pancakes first by (kuromoji cuts パン|ケーキ)', () => {
    expect(documentOf('パンケーキ').kanaWords).toEqual(['ぱんけえき']);
    expect(documentOf('パンケーキ 北海道産小豆の粒あんホイップ 3個入').romaji).not.toContain('keki');
    // A cake named after what it is made with keeps ケーキ as a word of its own (チーズケーキ: チーズ|ケーキ).
    expect(documentOf('チーズケーキ').kanaWords).toContain('けえき');
    expect(documentOf('チョコケーキ').romaji).toContain('keki');
  });
});

describe('round 45 (stop 84): a food of one meat read by a name other meats share', () => {
  const excludedTokens = (q: string) =>
    analyzer
      .withNamesOfFood(q)
      ?.query.excluded.flat()
      .flatMap((clause) => clause.tokens) ?? [];

  it('leaves out the names saying another meat (とんかつ, read カツ, is no チキンかつ)', () => {
    for (const q of ['松のや とんかつ', 'とんかつ', 'トンカツ']) {
      expect([q, analyzer.withNamesOfFood(q)?.names]).toEqual([q, ['カツ']]);
      expect([q, excludedTokens(q)]).toEqual([q, expect.arrayContaining(['ちきん', 'びいふ'])]);
      expect([q, excludedTokens(q)]).not.toEqual([q, expect.arrayContaining(['ぽおく'])]);
    }
  });

  it('leaves nothing out for a food that says no meat, or one its own names give two of (ラーメン 卵)', () => {
    expect(analyzer.withNamesOfFood('ラーメン 卵')?.query.excluded).toEqual([]);
  });
});

describe('round 46 (stop 85): a pork cutlet named by its cut begins a word at かつ, as a chicken cutlet does', () => {
  const entry = (name: string) => ({ id: 'p_1', type: 'product', name, category: '', genres: [] }) as never;
  const documentOf = (name: string) => analyzer.documentText(entry(name), undefined);

  it('ロースかつ and ヒレかつ hold かつ as a word and katsu in the romaji (かつや カツ listed six chicken cutlets before them)', () => {
    for (const name of ['ロースかつ', 'ヒレかつ', 'チキンかつ']) {
      expect([name, documentOf(name).kanaWords]).toEqual([name, expect.arrayContaining(['かつ'])]);
    }
    // katsukare listed チキンカツカレー before the ロースカツカレー rows by its romaji's word start.
    for (const name of ['ロースかつ', 'ヒレかつ', 'ロースかつ丼', 'ロースカツカレー', 'チキンかつ']) {
      expect([name, documentOf(name).romaji]).toEqual([name, expect.arrayContaining(['katsu'])]);
    }
  });
});

describe('a word of kana marks that have no katakana of their own', () => {
  it('is read, not looked up again as itself without end (ゝ, ゞ, ゛, ゜ and a half-width ﾞ or ﾟ)', () => {
    // toKatakana gives these back unchanged, and the size-word check asked the same word again until the stack overflowed.
    for (const q of ['ゝ', 'ゞ', '゛', '゜', 'ﾞ', 'ﾟ', 'ﾞﾞ', '牛丼 ゝ', 'ﾞー']) {
      expect(() => analyzer.analyzeQuery(q)).not.toThrow();
    }
  });
});

describe('round 49: an English singular meets the names that write its plural', () => {
  const entry = (name: string, nameEn: string) => ({ id: 'g_1', type: 'dish', name, nameEn, category: '', genres: [] }) as never;
  const englishTokens = (q: string) =>
    analyzer
      .analyzeQuery(q)
      .terms[0]!.filter((clause) => clause.field === 'english')
      .flatMap((clause) => clause.tokens);
  const boostOf = (q: string, token: string) =>
    analyzer
      .analyzeQuery(q)
      .terms[0]!.filter((clause) => clause.field === 'english' && clause.tokens.includes(token))
      .reduce((best, clause) => Math.max(best, clause.boost ?? 1), 0);

  it('asks the plural its prefixes cannot meet, and the plain fruit above the dish the word begins (strawberry)', () => {
    expect(analyzer.documentText(entry('いちご 50g', 'Strawberries 50g'), undefined).english).toContain('whole:strawberries');
    expect(englishTokens('strawberry')).toEqual(expect.arrayContaining(['strawberries', 'whole:strawberries']));
    expect(boostOf('strawberry', 'whole:strawberries')).toBeGreaterThan(boostOf('strawberry', 'head:strawberry'));
  });

  it('asks no plural of a plural typed, of a kind filed by genre, or one the lexicon gives another food', () => {
    expect(englishTokens('ramens')).not.toContain('ramenses');
    expect(englishTokens('sweet')).not.toContain('sweets');
    expect(englishTokens('fry')).not.toContain('fries');
  });
});
