/**
 * The clauses of the other names a food goes by: its Japanese names (a translation's), synonyms and loanwords, a
 * one-kanji food read inside names, a dish's short and full forms, the dish word a name ends with, and the kinds filed
 * under a genre's dish; none met where the name holds it inside another word.
 */

import { READ_AFTER_A_WORD } from '@shokuji/ja-text';
import { HAS_KATAKANA, HIRAGANA_WORD, KANA_ONLY, MAX_READING_PIECE, ONE_KANJI, bigrams, dishWordToken } from './catalog-tokens';
import { KANA_SYNONYM_BOOST, KIND_BOOST, LATIN_READING_BOOST, LOOSE_BOOST, TRANSLATION_BOOST, WORD_START_BOOST } from './clause-boosts';
import type { JaNormalizer } from './ja-normalizer';
import { endInWordToken, excludingPieces, kanjiPieceToken, loosePieceToken, midWordToken, wordPieceToken } from './piece-filters';
import { LATIN } from './query-words.read';
import type { TermClauses, TextClause } from './search-engine';
import { type ReadingClauses, clause } from './text-clauses';

/** The clauses of a food's other names; `termClauses` is the analyzer's own, for a short form spelled on. */
export function createFoodNameClauses(
  ja: JaNormalizer,
  {
    adjacent,
    readingOf,
    termClauses,
    wholeTokens,
  }: Pick<ReadingClauses, 'adjacent' | 'readingOf' | 'wholeTokens'> & { termClauses: (word: string) => TermClauses },
) {
  /**
   * Japanese names an English word or phrase translates to: whole names (all their bigrams), each
   * scaled down by its length, so a long name's many bigrams never outscore the one English token
   * of a row that carries the English word (minestrone → ミネストローネ after "Minestrone").
   */
  const japaneseClauses = (names: readonly string[], boost: number) => {
    const spelled = names.filter((other) => HIRAGANA_WORD.test(other));
    // A one-kanji name's kana beside it (noodles: 麺, めん) is its sound, met nowhere its own clauses are not (メンチカツ).
    const kanji = spelled.length ? names.find(isOneKanji) : undefined;
    return names.flatMap((name) => {
      const grams = bigrams(ja.normalize(name));
      const named = notInsideOtherWords(clause('name', grams, boost / Math.max(1, new Set(grams).size), 1), name);
      return [
        ...(kanji && spelled.includes(name) ? soundOfKanjiClauses(named, kanji, name) : named),
        ...(isOneKanji(name)
          ? oneKanjiReadingClauses(name, spelled.length ? spelled : [ja.reading(name)], boost * LATIN_READING_BOOST)
          : []),
      ];
    });
  };

  const isOneKanji = (word: string) => ONE_KANJI.test(word);

  /**
   * A food of one kanji (chicken: 鶏, beef: 牛, mackerel: 鯖) is no bigram of the names that write it inside a
   * word (鶏そぼろ丼, 牛肉コロッケ), so it is also met as a piece of a name's reading (Adjacency), read as the
   * English lexicon's entry spells it in kana beside it (鶏, とり; 牛, ぎゅう), else as the kanji alone reads:
   * chicken bowl found only チキンかつ丼. Read alone, 牛 is うし, which names read ぎゅう and ジューシー holds. For a
   * translation it weighs as a latin word's reading does, adding names without reordering those its names meet (spicy
   * chicken: the チキン rows before 焼き鳥 もも 辛口). Also as the lexicon's words read it after another word (焼鮭: じゃけ), and
   * never inside a two-kanji word the lexicon lists as another food only (牛乳, ぎゅうにゅう: beef listed milk first under a
   * calorie target): kanjiFoodReadingsOf.
   */
  const oneKanjiReadingClauses = (kanji: string, readings: readonly string[], boost: number): TermClauses => {
    const inNames = ja.kanjiFoodReadings(kanji);
    return excludingPieces(
      [...new Set([...readings, ...(inNames?.inWords ?? [])])].flatMap((kana) =>
        // Not inside another word's reading either (炙り's あぶり for 鰤's ぶり; round 34).
        // Nor running into a kanji's reading and stopping inside it (やわらか肉's やわらかにく for 蟹's かに; round 35).
        excludingPieces(notInsideOtherWords(adjacent(clause('reading', bigrams(kana), boost, 1), kana), kana), [
          midWordToken(kana),
          endInWordToken(kana),
        ]),
      ),
      inNames?.otherFoods ?? [],
    );
  };

  /**
   * A word met in names for another (a synonym, a translation) is not met where it sits inside another
   * word right after one kana (ラム, a synonym of ラム肉 and lamb's name, in クラムチャウダー: く+らむ; にぎり,
   * a synonym of にぎり寿司, in おにぎり): the clause leaves out the names whose reading holds that kana and
   * the word's reading as one piece (くらむ, おにぎり), which are other foods. The known words it sits so
   * in come from the vocabulary (wordsWithAKanaBefore). Not a piece the typed word's own reading holds:
   * the typed word may be that other food. A word typed is met as typed: its own clauses keep every name.
   */
  const notInsideOtherWords = (clauses: TextClause[], word: string, typed = ''): TextClause[] => {
    // The vocabulary first, a lookup: most words sit in no other (a reading costs an analysis).
    const others = clauses.length ? ja.wordsWithAKanaBefore(word) : [];
    if (!others.length) return clauses;
    const reading = readingOf(word);
    if (!HIRAGANA_WORD.test(reading)) return clauses;
    const typedReading = typed ? readingOf(typed) : '';
    const pieces = [
      ...new Set(
        others
          .map((other) => other[0] + reading)
          .filter((piece) => [...piece].length <= MAX_READING_PIECE && !typedReading.includes(piece)),
      ),
    ];
    return excludingPieces(clauses, pieces);
  };

  /**
   * The katakana a latin word is the loanword of, by Sudachi's synonyms, when the English lexicon lacks
   * the word (shake → シェーク): as a translation, and through its loose keys, as chains write it another
   * way (シェイク). Only what the catalog uses gets into the lexicon, so a loanword the catalog spells
   * otherwise was no translation: makku shake found no シェイク and answered しゃけ at other shops. A plural
   * (shakes) is the singular's loanword, as the lexicon reads a plural -s: the synonyms list the singular only, so
   * shakes went to the typo pass and listed しゃけ弁当; a plural is no romaji, so it names the loanword alone.
   */
  const loanwordClauses = (word: string): TermClauses => {
    const loanwordsOf = (text: string) => ja.synonyms(text).filter((synonym) => HAS_KATAKANA.test(synonym));
    const own = loanwordsOf(word);
    const loanwords = own.length || !/[^s]s$/i.test(word) ? own : loanwordsOf(word.slice(0, -1));
    return [
      ...japaneseClauses(loanwords, TRANSLATION_BOOST),
      ...loanwords.flatMap((loanword) =>
        ja.loose(loanword).flatMap((key) => {
          const grams = bigrams(key);
          return adjacent(
            clause('looseName', grams, (TRANSLATION_BOOST * LOOSE_BOOST) / Math.max(1, new Set(grams).size), 1),
            key,
            loosePieceToken,
          );
        }),
      ),
    ];
  };

  const synonymClauses = (word: string, synonyms: string[], boost: number) => {
    const own = new Set(bigrams(ja.normalize(word))).size;
    // A one-kanji food's kana name of two kana as a word of a name, not any stretch of its reading, which many words hold by chance:
    // たい of 鯛 was met in 特ネタいか (ね|たい|か) and たい焼き, くり of 栗 in クリームパン, まい of 米 in さつまいも天 (wordPiecesOf). A longer
    // one (しゃけ, サーモン) keeps meeting a compound the analyzer reads as one word (焼しゃけ, プレミアムサーモン).
    // So too beside a kana word that is such a food's name (こめ: 米, まい; さかな: 魚, ぎょ), whose synonyms are the kanji's: まい of こめ
    // was met in さつまいも天 and ツナマイルド, ぎょ of さかな in every ギョーザ (round 34).
    const ofKanjiFood = isOneKanji(word) || (KANA_ONLY.test(word.normalize('NFKC')) && synonyms.some(isOneKanji));
    const pieceToken = (folded: string) => (ofKanjiFood && [...folded].length === 2 ? wordPieceToken : undefined);
    return synonyms.flatMap((synonym) => {
      const folded = ja.normalize(synonym);
      const grams = bigrams(folded);
      // A synonym in kana is met as one piece of a name's reading, as a kana term typed is (Adjacency): 牛's うし met
      // ごちそうシチュールウ by そう|シ.
      // A dictionary's word is spelled right: every bigram, where a typed term's share tolerates a typo (カスタードプリン met
      // ローソン's クリームたっぷり！…カスタードホイップ by かす|すた|たあ|あど and ぷり of たっぷり).
      const named = clause('name', grams, boost * Math.min(1, own / Math.max(1, new Set(grams).size)), 1);
      return notInsideOtherWords(HIRAGANA_WORD.test(folded) ? adjacent(named, folded, pieceToken(folded)) : named, synonym, word);
    });
  };

  /** The full forms of a dish's short form (ラテ → カフェラテ), each as a name's whole core; Sudachi's latin ones (caffellatte) name no row. */
  const fullFormClauses = (word: string, boost: number) =>
    ja
      .fullFormsOf(word)
      .filter((full) => !LATIN.test(full))
      .flatMap((full) => clause('wholeName', wholeTokens(full), boost, 1 / 2));

  /**
   * A short form spelled on with more of its full form (ポテサラダ or potesarada: ポテサラ and the ダ of
   * ポテトサラダ; ポテチップス) meets what the short form typed meets (a name that is the short form, its
   * full forms, its synonyms). No name holds the word as typed, so it met ポテトサラダ only through the typo pass.
   */
  const spelledOnShortFormClauses = (word: string): TermClauses => {
    const short = ja.shortFormSpelledOn(word);
    return short ? termClauses(short) : [];
  };

  /**
   * A compound ending with a dish's short form (アイスラテ: ラテ, short for カフェラテ) also meets the compound spelled
   * with the full form (アイスカフェラテ): no name holds アイスラテ, and a word of two kana is never taken apart, so it
   * went to the typo pass and listed アイスティー. A name's bigrams, as the term's own.
   */
  const fullFormCompoundClauses = (word: string): TermClauses => {
    const chars = [...word.normalize('NFKC').replace(/\s/g, '')];
    for (let start = 1; start < chars.length - 1; start++) {
      const before = chars.slice(0, start).join('');
      const fulls = ja.fullFormsOf(chars.slice(start).join('')).filter((full) => !LATIN.test(full));
      // All of the compound's bigrams (a typo's share of them also met アイスカフェモカ); アイスカフェラテ typed spells it already.
      const spelled = fulls.filter((full) => !ja.normalize(chars.join('')).endsWith(ja.normalize(full)));
      if (fulls.length) return spelled.flatMap((full) => clause('name', [...new Set(bigrams(ja.normalize(before + full)))], 1, 1));
    }
    return [];
  };

  /** The dish word a name ends with (dishWordsEnding) that a typed word is, or names by a synonym (どんぶり, donburi: 丼). */
  const dishWordClauses = (words: string | readonly string[], boost: number): TermClauses => {
    const ends = Object.keys(READ_AFTER_A_WORD);
    const named = [words]
      .flat()
      .flatMap((word) => [word, ...ja.synonyms(word)])
      .map((form) => ja.normalize(form))
      .filter((form) => ends.includes(form));
    return clause('name', [...new Set(named)].map(dishWordToken), boost, 1);
  };

  /** The rows filed under a kind of the dish a word or its translations name (寿司, sushi: the category 握り); see kindsOfGenreDishes. */
  const kindClauses = (words: readonly string[], boost: number, fullForm = false): TermClauses => {
    const kinds = [...new Set(words.flatMap((word) => ja.kindsOf(word, fullForm)))];
    return kinds.flatMap((kind) => clause('category', bigrams(ja.normalize(kind)), boost, 1));
  };

  /**
   * A latin word's kinds: those of the kana it spells (sushi: すし), else of its translations, a kind's full form
   * among them (nigiri: 握り寿司, the English word for the sushi), each scaled as those names are. A Japanese
   * word's synonyms name no kind by a full form: にぎり is also short for おにぎり to people.
   */
  const latinKindClauses = (kana: string, translations: readonly string[]): TermClauses => {
    const spelled = kindClauses([kana], KIND_BOOST * WORD_START_BOOST * KANA_SYNONYM_BOOST);
    return spelled.length ? spelled : kindClauses(translations, KIND_BOOST * TRANSLATION_BOOST, true);
  };

  /**
   * A food of one kanji met by its sound as one piece of a name's reading (麺: めん, by its reading and its kana synonym)
   * is not met where the piece begins another food the lexicon lists (メンチカツ: めんちかつ), as its own reading clause is
   * not (oneKanjiReadingClauses): 糖質オフ 麺 listed two メンチカツ first, met by the めん its reading and synonym found there.
   */
  const soundOfKanjiClauses = (clauses: TextClause[], kanji: string, sound: string): TextClause[] => {
    const others = ja.kanjiFoodReadings(kanji)?.otherFoods.filter((other) => other.startsWith(sound)) ?? [];
    return excludingPieces(clauses, others);
  };

  const withoutOtherFoodsOfKanji = (clauses: TextClause[], kanji: string): TextClause[] => {
    const others = ja.kanjiFoodReadings(kanji)?.otherFoods ?? [];
    if (!others.length) return clauses;
    const sound = readingOf(kanji);
    return clauses.map((clause) =>
      [sound, kanjiPieceToken(kanji), wordPieceToken(sound)].includes(clause.readingPiece ?? '') &&
      !clause.notReadingPieces?.some((piece) => others.includes(piece))
        ? excludingPieces([clause], others)[0]!
        : clause,
    );
  };
  return {
    japaneseClauses,
    isOneKanji,
    oneKanjiReadingClauses,
    notInsideOtherWords,
    withoutOtherFoodsOfKanji,
    synonymClauses,
    loanwordClauses,
    fullFormClauses,
    spelledOnShortFormClauses,
    fullFormCompoundClauses,
    dishWordClauses,
    kindClauses,
    latinKindClauses,
  };
}

/** What createFoodNameClauses gives the analyzer. */
export type FoodNameClauses = ReturnType<typeof createFoodNameClauses>;
