// One item's assembly: its words read as foods, sizes, cooking, negations and amounts, each attached to its food,
// then the rules within the item (kinds counted after a dish, contents, broth, qualifiers).
import { type CookingMethod, DRINK_KINDS, type Entry, type PortionWord } from '../lexicon/lexicon.types';
import { isLatin, termKey } from '../lexicon/term-key';
import type { Segment } from '../match/meal-text.segment';
import type { Quantity } from '../text/quantity.extract';
import { MEASURED_UNITS, fillingOfSameDish, fillsDish, fillsLikeOwn, listContents, meatInPlace } from './dish-contents';
import { amountRightAfter, joinSplitNames, kindOfDish, leaveRestOfTotal } from './dish-kinds';
import { CUP_UNITS, dropIcedWord, hostsInCup } from './drink-items';
import { mainOfDishName } from './dish-name-main';
import { WEIGHT_UNITS } from './entry-amount';
import type { ContentRange } from './item-bounds';
import type { EntryUse, ItemPlan, NamedTogether } from './item-plan.types';
import {
  PLAIN_FOOD_KINDS,
  gluedTo,
  hasNoodles,
  isDishOfParts,
  isShareOfOne,
  sizePartOnly,
  stapleOf,
  usedAs,
  weighPieces,
  withoutContents,
} from './item-uses';
import { dropOwnBrothWords, leaveBroth } from './noodle-items';
import { chocolateAsCoating, kindsListedAfterCount, readWhatGoesOnFoodBefore, takeOutOfTotal } from './piece-lists';
import { absorbQualifiers } from './qualifiers.absorb';
import { shareOrderAfterGroup } from './group-shares';
import { isSetMain } from './set-items';

/** The segments between two separators. */
export interface ItemGroup {
  start: number;
  end: number;
  segments: Segment[];
  /** The separator before the group, empty for the first. */
  joinedBy: string;
}

interface Word {
  position: number;
  end: number;
  latin: boolean;
  /** Said of the word after it, as an English word is (半 glued before a food: 半チャーハン). */
  prefix?: boolean;
}

// Size words written as a prefix of the food they size: 半チャーハン, 半ライス, 半ラーメン (ラーメン半チャーハン: a
// whole ramen and half a fried rice).
const SIZE_PREFIXES = new Set(['半']);

/**
 * Lexicon dishes first (餃子 the dish, not the bare fried dumplings), then foods, the catalog, the
 * table; among equals the entry the word is the first name of (もも: 桃 before 鶏もも肉).
 */
function priorityOf(entry: Entry, word: string): number {
  const rank =
    entry.source === 'lexicon'
      ? entry.isDish && entry.parts.length > 1
        ? 0
        : entry.kind === 'dish'
          ? 2
          : 1
      : entry.source === 'catalog'
        ? 3
        : 4;
  const firstName = termKey(entry.nameJa) === word || entry.nameEn.toLowerCase() === word;
  return rank * 2 + (firstName ? 0 : 1);
}

/** The stand-ins for a set whose main the text does not name: the bento of no kind (幕の内) and the 定食's (生姜焼き). */
export interface OfNoKind {
  bento: Entry;
  teishoku: Entry;
}
// Size words that size only a drink (a café's short).
const DRINK_SIZE_WORDS = new Set(['ショート', 'short'].map(termKey));
// The words that say 定食 itself; セット and set are also a café's or a burger's.
const TEISHOKU_WORDS = new Set(['定食', 'ていしょく', 'teishoku', 'set meal'].map(termKey));
// The kinds a 定食's main is of: rice, soup, sides, drinks and sweets are no main of one.
const SET_MAIN_KINDS = new Set<string>([
  'meat',
  'fish',
  'egg',
  'soy',
  'dish',
  'okazu',
  'fried',
  'don',
  'curry',
  'noodle',
  'pasta',
  'bread',
  'cereal',
]);

const byPriority = (entries: Entry[], word: string): Entry[] => [...entries].sort((a, b) => priorityOf(a, word) - priorityOf(b, word));
/**
 * 栗きんとん 2個: of a word's readings, the ones counted in the unit written right after it come first when the first is
 * not (the chestnut sweet sold by the piece, before the New Year's dish served in a small dish); else the order stands.
 */
function countedInFirst(entries: Entry[], count: Quantity | undefined): Entry[] {
  if (!count || MEASURED_UNITS.has(count.unit)) return entries;
  const countedIn = (entry: Entry): boolean => entry.piecesPerServing.has(count.unit) || entry.unitGrams.has(count.unit);
  if (countedIn(entries[0]!) || !entries.some(countedIn)) return entries;
  return [...entries.filter(countedIn), ...entries.filter((entry) => !countedIn(entry))];
}
/** MEXT group 14, 油脂類: oil, butter, margarine. */
const FATS_AND_OILS_GROUP = '14';

export function planItem(
  group: ItemGroup,
  quantities: Quantity[],
  contents: ContentRange[],
  base: string,
  namedTogether: NamedTogether,
  ofNoKind: OfNoKind,
): ItemPlan {
  const { start, end, segments, joinedBy } = group;
  const item: ItemPlan = { start, end, uses: [], sets: [], unknownWords: [], strayWords: 0, noodleWords: [], joinedBy };
  const portions: Array<Word & { value: { size: PortionWord; term: string } }> = [];
  const cooking: Array<Word & { value: CookingMethod }> = [];
  const negations: Array<Word & { value: string }> = [];
  const variants: Array<Word & { value: string; term: string }> = [];
  const additions: Array<Word & { value: 'refill' | undefined }> = [];
  const plains: Array<Word & { value: undefined }> = [];
  const noodleWords: Word[] = [];
  // Whether the last word that was not a particle named a food (ご飯なし, ご飯は抜き: the negation is that food's).
  let afterFood = false;
  // Dish words whose kinds are counted after them (餃子 in 餃子 焼き6 水6): headings of those kinds, not a
  // serving of their own beyond a total written on them that the kinds leave.
  const kindHeadings: EntryUse[] = [];
  const kindsUnder = new Map<EntryUse, EntryUse[]>();
  // The word of a bento, where the bento of no kind stands when the item names no main (お弁当, お弁当 バナナ).
  let bentoWord: Extract<Segment, { type: 'term' }> | undefined;
  // The word 定食, where the 定食 of no kind's main stands when the item names none (日替わり定食, A定食).
  let teishokuWord: Extract<Segment, { type: 'term' }> | undefined;
  // Where the last unknown word ended: なし glued to one (骨なし, 種なし) is that word's "without", not 梨.
  let unknownEnd = -1;
  const unknownEnds: number[] = [];

  const countKind = (heading: EntryUse, kind: Entry, segment: Extract<Segment, { type: 'term' }>): void => {
    if (!kindHeadings.includes(heading)) kindHeadings.push(heading);
    const use: EntryUse = { ...usedAs(kind, segment), alternatives: [], countedKind: true };
    item.uses.push(use);
    kindsUnder.set(heading, [...(kindsUnder.get(heading) ?? []), use]);
    afterFood = true;
  };

  for (const segment of segments) {
    // 焼き鳥 皮3: a word the lexicon knows only with the dish word before it (焼き鳥皮), counted, is that many of the kind.
    const unknownHeading = segment.type === 'unknown' ? (kindHeadings.at(-1) ?? item.uses.at(-1)) : undefined;
    const unknownCount = unknownHeading && amountRightAfter(segment, quantities, base);
    if (unknownHeading && unknownCount && !MEASURED_UNITS.has(unknownCount.unit)) {
      const word = { ...segment, type: 'term' as const, targets: [], match: 'exact' as const };
      const kind = kindOfDish(unknownHeading, word, [], unknownCount, namedTogether);
      if (kind) {
        countKind(unknownHeading, kind, word);
        continue;
      }
    }
    if (segment.type === 'unknown') {
      item.unknownWords.push(base.slice(segment.start, segment.end));
      afterFood = false;
      unknownEnd = segment.end;
      unknownEnds.push(segment.end);
      continue;
    }
    if (segment.type !== 'term') continue;
    const entries = segment.targets.flatMap((target) => ('entry' in target ? [target.entry] : []));
    const modifiers = segment.targets.flatMap((target) => ('modifier' in target ? [target.modifier] : []));
    // 餃子 焼き6 水6, 寿司 まぐろ2貫 サーモン2貫: a word counted in pieces right after a dish word that names
    // a kind of the dish with it, or what its pieces have, is that many of the kind.
    const heading = kindHeadings.at(-1) ?? item.uses.at(-1);
    const count = amountRightAfter(segment, quantities, base);
    const kind =
      heading && count && !MEASURED_UNITS.has(count.unit)
        ? kindOfDish(heading, segment, byPriority(entries, segment.text), count, namedTogether)
        : undefined;
    if (heading && kind) {
      countKind(heading, kind, segment);
      continue;
    }
    // A word that is both a dish and a way of cooking (刺身, 唐揚げ) cooks the plain food just before it
    // (サーモン刺身, えびの唐揚げ; written apart, only a food so cooked: 鶏もも 唐揚げ, なす 天ぷら); anywhere else it
    // is the dish (枝豆 唐揚げ).
    // A frying word right after nuts fries them, written apart too (chicken and cashew stir fry: the cashews stir-fried,
    // where they were a food beside a 野菜炒め).
    const previous = item.uses.at(-1);
    const fries = modifiers.some((modifier) => modifier.type === 'cooking' && OIL_METHODS.has(modifier.value));
    const cooksPrevious =
      previous !== undefined &&
      previous.entry.parts.length === 1 &&
      ((previous.entry.kind === 'nuts' && fries) ||
        (PLAIN_FOOD_KINDS.has(previous.entry.kind) &&
          modifiers.some((modifier) => modifier.type === 'cooking') &&
          (/^の?$/u.test(base.slice(previous.end, segment.start)) || cookedApart(previous.entry, entries, item.uses.at(-2)))));
    // kung pao chicken stir fry, beef with broccoli stir fry: a frying word that alone is a dish too (stir fry, 野菜炒め),
    // written right after a dish whose recipe is fried in its own oil, says how that dish is cooked; it was a 野菜炒め beside it.
    const saysHowDishIsCooked =
      previous !== undefined && /^\s*$/u.test(base.slice(previous.end, segment.start)) && fries && isFriedInOwnOil(previous.entry);
    // うな重 梅: a food word right after a dish whose shops name their grades by it (dish-sizes.tsv) is that grade, not
    // the food (梅 the plum, as in おにぎり 梅).
    const grade =
      previous && /^\s*の?$/u.test(base.slice(previous.end, segment.start))
        ? previous.entry.ownSizes?.get(termKey(segment.text))
        : undefined;
    if (grade !== undefined && entries.length > 0) {
      const latin = isLatin(segment.text[0]);
      portions.push({ position: segment.start, end: segment.end, latin, prefix: false, value: { size: grade, term: segment.text } });
      afterFood = false;
      continue;
    }
    // 焼き鳥 盛り合わせ, チーズ 盛り合わせ: a word of no food written apart after a food, that names a dish with it
    // (焼き鳥盛り合わせ, five skewers), is that dish, as written glued; it was one skewer and a word that names nothing.
    const together =
      previous && entries.length === 0 && modifiers.every((modifier) => modifier.type === 'filler')
        ? namedTogether(previous, { term: segment.text })
        : undefined;
    if (previous && together?.isDish && together !== previous.entry && /^\s*$/u.test(base.slice(previous.end, segment.start))) {
      previous.entry = together;
      previous.alternatives = [];
      previous.end = segment.end;
      previous.term += segment.text;
      continue;
    }
    // 馬刺し 赤身, 牛もも (赤身): a cut word written after a meat, with no other food between, is that meat's lean cut,
    // not the tuna the word names alone (赤身 3切れ, まぐろ 赤身).
    const cutOfPrevious =
      afterFood &&
      previous?.entry.parts[0]?.kind === 'meat' &&
      modifiers.some((modifier) => modifier.type === 'variant') &&
      entries.every((entry) => entry.parts[0]?.kind !== 'meat');
    const negation = modifiers.some((modifier) => modifier.type === 'negation');
    // The "without" of a word the engine does not know takes nothing away from the foods it knows.
    if (negation && unknownEnd === segment.start && !isLatin(segment.text[0])) continue;
    // なし after a food is "none", not 梨.
    const negatesPrevious = afterFood && negation;
    const asModifier =
      modifiers.length > 0 && (entries.length === 0 || cooksPrevious || saysHowDishIsCooked || negatesPrevious || cutOfPrevious);
    const word: Word = {
      position: segment.start,
      end: segment.end,
      latin: isLatin(segment.text[0]),
      prefix: SIZE_PREFIXES.has(segment.text) && /\S/u.test(base[segment.end] ?? ''),
    };
    if (!asModifier && entries.length > 0) {
      const [entry, ...alternatives] = countedInFirst(byPriority(entries, segment.text), count);
      item.uses.push({
        ...usedAs(entry!, segment),
        alternatives,
        // A food word that is also an おかわり word is one more serving by itself (替え玉: the ramen's noodles again).
        ...(modifiers.some((modifier) => modifier.type === 'additional') ? { additional: true } : {}),
      });
      afterFood = true;
      continue;
    }
    for (const modifier of modifiers) {
      // One size a word: "ms" is MS and the plural of "m", one size class all the same.
      if (modifier.type === 'portion') {
        // ポテト L コーラ, ラテ grande: a Latin size word written after a Japanese word is said of it, in Japanese order;
        // so is a Japanese size word written in romaji (gyudon oomori to misoshiru: the gyudon's).
        const japaneseOrder = word.latin && (segment.match === 'romaji' || /[^\p{ASCII}]\s*$/u.test(base.slice(start, segment.start)));
        if (!portions.some((portion) => portion.position === word.position))
          portions.push({ ...word, latin: word.latin && !japaneseOrder, value: { size: modifier.value, term: segment.text } });
      } else if (modifier.type === 'cooking') cooking.push({ ...word, value: modifier.value });
      else if (modifier.type === 'set') {
        item.sets.push(modifier.value);
        if (modifier.value === 'bento') bentoWord ??= segment;
        if (modifier.value === 'teishoku' && TEISHOKU_WORDS.has(termKey(segment.read ?? segment.text))) teishokuWord ??= segment;
      }
      // "no rice", not the no of "no-bake cheesecake": an English negation is a word of its own.
      else if (modifier.type === 'negation' && !(word.latin && /^[^\s]/u.test(base.slice(segment.end, segment.end + 1))))
        negations.push({ ...word, value: termKey(segment.text) });
      else if (modifier.type === 'part') {
        item.noodleWords.push(base.slice(segment.start, segment.end));
        noodleWords.push(word);
      } else if (modifier.type === 'variant') variants.push({ ...word, value: modifier.value, term: termKey(segment.text) });
      else if (modifier.type === 'additional') additions.push({ ...word, value: modifier.value });
      else if (modifier.type === 'plain') plains.push({ ...word, value: undefined });
    }
    if (!modifiers.every((modifier) => modifier.type === 'filler')) afterFood = false;
  }

  // お弁当, 弁当 半分: a bento whose main the item does not name is the bento of no kind (幕の内), a stand-in, where its
  // word stands, so the item's amounts and sizes are its own; before a main it gives way to it (setWordsOnNext), and at
  // a chain to the chain's product (a guessed main).
  if (bentoWord && !item.uses.some(isSetMain)) {
    item.uses.push({ ...usedAs(ofNoKind.bento, bentoWord), alternatives: [], standIn: true });
    item.guessedMain = true;
  }
  // 日替わり定食, A定食, 日替わり定食 ご飯大盛り: a 定食 whose main the item does not name (only its rice, its soup, a side or
  // a drink) is PORTIONS.md's 定食 of the main its 定食 row names, 生姜焼き, a stand-in where its word stands; a food glued
  // before the word names the set (豚汁定食: the soup and the rice), and before a main it gives way to it (定食、唐揚げ).
  const namesSet = (use: EntryUse): boolean =>
    teishokuWord !== undefined && use.end <= teishokuWord.start && /^の?$/u.test(base.slice(use.end, teishokuWord.start));
  if (teishokuWord && !bentoWord && !item.uses.some((use) => !use.negated && (SET_MAIN_KINDS.has(use.entry.kind) || namesSet(use)))) {
    item.uses.push({ ...usedAs(ofNoKind.teishoku, teishokuWord), alternatives: [], standIn: true });
    item.guessedMain = true;
  }
  // The distance from an amount or a size or cooking word to its food counts only the words between them that name
  // food and one space: amounts and words of no food do not count (食パン6枚切り2枚 マーガリン: the 2枚 is the bread's;
  // ハイボール 濃いめ 3杯 唐揚げ: the three are highballs; 鶏むね肉 200g 塩焼き ブロッコリー: the chicken is grilled).
  const wordless = segments.filter(
    (segment) =>
      segment.type === 'term' &&
      !segment.targets.some((target) => 'entry' in target) &&
      // 餃子 焼き 4個: a word read as a kind of the dish names food.
      !item.uses.some((use) => use.position === segment.start),
  );
  const skipped = [...quantities, ...wordless];
  const amountGap = (from: number, to: number): number => {
    let kept = '';
    for (let at = from; at < to; at++) if (!skipped.some((span) => at >= span.start && at < span.end)) kept += base[at];
    return kept.replace(/\s+/gu, ' ').length;
  };
  const attach = <T>(words: Array<Word & { value: T }>, apply: (use: EntryUse, value: T) => void, uses = item.uses): void => {
    for (const word of words) {
      const use = nearestUse(uses, word, amountGap);
      if (use) apply(use, word.value);
      else item.strayWords += 1;
    }
  };
  // A size word said of the noodles (ラーメン 麺大盛り) sizes the dish that has them.
  const stapled = item.noodleWords.length > 0 ? item.uses.filter(hasNoodles) : [];
  // A size word may mean another size at the dish's shops (dish-sizes.tsv: ラーメン二郎's 小 is its normal bowl).
  const sizeAt = (use: EntryUse, { size, term }: { size: PortionWord; term: string }): PortionWord =>
    use.entry.ownSizes?.get(termKey(term)) ?? size;
  // ラーメン 麺半分: a whole-serving size said of the noodles sizes them only.
  const sizeUse = (use: EntryUse, value: { size: PortionWord; term: string }): void => {
    // 卵 L, Sサイズの卵: the size class of a food graded by the piece weighs each piece, it is no larger serving.
    const graded = use.entry.pieceSizes?.get(termKey(value.term));
    if (graded !== undefined) {
      weighPieces(use, graded);
      return;
    }
    const size = sizeAt(use, value);
    const noodles = stapled.includes(use) ? stapleOf(use) : undefined;
    use.portions.push(...(noodles ? sizePartOnly(use, noodles, [size]) : [size]));
  };
  // A size word after the brackets of a dish's contents is the dish's (パスタ（ペペロンチーノ） 大盛り), as an amount is.
  const inRange = (at: number): ContentRange | undefined => contents.find((range) => at >= range.start && at < range.end);
  for (const word of portions) {
    const sameRange = (stapled.length > 0 ? stapled : item.uses).filter((use) => inRange(use.position) === inRange(word.position));
    const sizeOrExtra = (use: EntryUse, value: { size: PortionWord; term: string }): void => {
      sizeUse(use, value);
      if (word.latin && termKey(value.term) === 'extra' && word.end <= use.position) use.extraBefore = true;
    };
    const use = nearestUse(sameRange.length > 0 ? sameRange : stapled.length > 0 ? stapled : item.uses, word, amountGap);
    // スタバ ラテ ショート: ショート alone is a café's short only beside a drink; elsewhere (ショートパスタ) it sizes nothing.
    if (DRINK_SIZE_WORDS.has(termKey(word.value.term)) && (!use || !DRINK_KINDS.has(use.entry.kind))) continue;
    if (!use) item.strayWords += 1;
    // カツパン 半分, チーズ牛丼 少し: a share after foods written glued as one word (カツ|パン) is said of the word, every
    // food of it (it halved the bread alone and kept the whole cutlet); a size (納豆ご飯 大盛り) stays the nearest food's.
    else
      for (const each of GLUED_SHARES.has(word.value.size) && use.end <= word.position ? gluedRunTo(item.uses, use) : [use])
        sizeOrExtra(each, word.value);
  }
  attach(cooking, (use, value) => use.cooking.push(value));
  // 炒め物 = oil 3 % of the ingredients (PORTIONS.md): a stir-fry word cooks every plain food the item
  // names with it (豚バラともやしの炒め物: the pork and the sprouts), not only the nearest — unless the item
  // names its fat itself (ほうれん草のバター炒め: the butter is the fat).
  const namesFat = item.uses.some((use) => use.entry.parts.some((part) => part.food.group === FATS_AND_OILS_GROUP));
  if (!namesFat && cooking.some((word) => word.value === 'stirfry'))
    for (const use of item.uses)
      if (use.cooking.length === 0 && !use.entry.isDish && PLAIN_FOOD_KINDS.has(use.entry.kind)) use.cooking.push('stirfry');
  // A negation is said of a food on its own side only: before a Japanese one (ご飯なし; 朝は食べなかった
  // names none), after an English one (no rice, didn't eat the rice), and not past a "but" (didn't have
  // breakfast but had a coffee: the coffee was had).
  const negatable = (word: Word): EntryUse[] =>
    item.uses.filter((use) =>
      word.latin ? use.position >= word.end && !CLAUSE_TURN.test(base.slice(word.end, use.position)) : use.end <= word.position,
    );
  for (const word of negations)
    attach(
      [word],
      (use, term) => {
        use.negated = true;
        use.negatedBy = term;
      },
      negatable(word),
    );
  attach(additions, (use, value) => {
    use.additional = true;
    if (value === 'refill') use.refill = true;
  });
  attach(plains, withoutContents);
  // A variant word no food takes names nothing (ストレート beside a tea), like a particle. Written apart from a
  // food it names with it a food of the lexicon (ヨーグルト 加糖: 加糖ヨーグルト), it is that food.
  for (const word of variants) {
    const use = nearestUse(item.uses, word);
    if (!use) continue;
    const named = use.entry.isDish ? undefined : (namedTogether(use, { term: word.term }) ?? namedTogether(use, { term: word.term }, true));
    if (named && !named.isDish) use.entry = named;
    else use.variants = [...(use.variants ?? []), word.value];
  }
  // An amount after the brackets of a dish's contents is the dish's (焼き鳥（もも・塩）2本).
  const rangeOf = inRange;
  // ラーメン 麺150g: a weight written right after the noodles' word is the noodles' (in the form the
  // dish's recipe weighs them: raw ramen, dry pasta), not the whole bowl's; of a dish its shops weigh by the
  // noodles, boiled (つけ麺 麺300g, as つけ麺 300g).
  // A share of one said of the noodles (ラーメン 麺1/2, ramen half noodles) is that share of them, as 麺半分 is.
  const noodleWeight = (quantity: Quantity): boolean =>
    (WEIGHT_UNITS.has(quantity.unit) &&
      noodleWords.some((word) => word.end <= quantity.start && base.slice(word.end, quantity.start).trim() === '')) ||
    (isShareOfOne(quantity) &&
      noodleWords.some(
        (word) =>
          base.slice(word.end, quantity.start).trim() === '' ||
          (word.latin && quantity.end <= word.position && base.slice(quantity.end, word.position).trim() === ''),
      ));
  for (const quantity of quantities) {
    const noodles = noodleWeight(quantity) ? nearestUse(stapled, { position: quantity.start, end: quantity.end, latin: false }) : undefined;
    const staple = noodles && stapleOf(noodles);
    if (noodles && staple) {
      const grams = isShareOfOne(quantity)
        ? quantity.value * staple.grams
        : quantity.value * (quantity.unit === 'kg' ? 1000 : 1) * (noodles.entry.noodleGramsPerBoiled ?? 1);
      noodles.entry = { ...noodles.entry, parts: noodles.entry.parts.map((part) => (part === staple ? { ...part, grams } : part)) };
      continue;
    }
    const candidates = item.uses.filter((use) => rangeOf(use.position) === rangeOf(quantity.start));
    const latin = isLatin(quantity.text[0]) && !/^\d/u.test(quantity.text);
    const nearest = nearestUse(candidates, { position: quantity.start, end: quantity.end, latin }, amountGap);
    // ほげほげ 200g ご飯: a Japanese amount comes after its word; right after a word the engine does not
    // know, with no food before it, it is that word's, not the next food's. An amount phrased in English
    // words ("dinner was 2 bowls of rice", "3 slices") is said of the food after it, as English puts it.
    const inEnglishWords = /[a-z]{3,}/u.test(quantity.text);
    const ofUnknown =
      !latin &&
      !inEnglishWords &&
      nearest !== undefined &&
      nearest.position >= quantity.end &&
      unknownEnds.some((at) => at <= quantity.start && base.slice(at, quantity.start).trim() === '');
    const read = ofUnknown ? undefined : latin && nearest ? headNoun(item.uses, nearest, quantity, base) : nearest;
    const main = read && WEIGHT_UNITS.has(quantity.unit) && read.end <= quantity.start ? mainOfDishName(item.uses, read, base) : undefined;
    if (main) main.weighsDishName = true;
    const use = main ?? read;
    // Cups counted after what goes into them (コーヒー ミルク砂糖入り 2杯) are the drink's: its milk and sugar follow it.
    const drink = use && CUP_UNITS.has(quantity.unit) ? item.uses.find((other) => other !== use && hostsInCup(other, use)) : undefined;
    if (drink) drink.quantities.push(quantity);
    // カツパン 1/2: a share of one after foods written glued as one word is every food's of the word, as 半分 is.
    else if (use)
      for (const each of isShareOfOne(quantity) && use.end <= quantity.start ? gluedRunTo(item.uses, use) : [use])
        each.quantities.push(quantity);
    else item.strayWords += 1;
  }
  shareOrderAfterGroup(item, quantities, rangeOf);
  for (const heading of kindHeadings) leaveRestOfTotal(heading, kindsUnder.get(heading) ?? []);
  takeOutOfTotal(item);
  // A group's share is no amount of the heading's own (3人で 寿司 まぐろ6貫 サーモン6貫: the kinds are the order, no serving beside them).
  const ownAmount = (use: EntryUse): boolean => use.quantities.some((quantity) => !(quantity.unit === 'share' && quantity.ofOrder));
  item.uses = item.uses.filter((use) => !kindHeadings.includes(use) || ownAmount(use));
  for (const range of contents) {
    const dish = item.uses.find((use) => use.position === range.dish);
    if (!dish?.entry.isDish) continue;
    // A dish listed in another's contents is one of them only as a filling on the same staple
    // (おにぎり（鮭とツナマヨ）: the ツナマヨ of one piece, not a second dish that takes the fillings over).
    const listed = item.uses.filter(
      (use) =>
        use !== dish &&
        use.position >= range.start &&
        use.position < range.end &&
        (!isDishOfParts(use) || fillingOfSameDish(dish.entry, use.entry) !== undefined),
    );
    if (listed.length === 0) continue;
    // カレー（牛肉）, サンドイッチ（たまご）: the lexicon's dish the one food and the dish name together (ビーフカレー,
    // 卵サンドイッチ), as カレー 牛肉 is; a meat that names none takes the recipe's meat's place below.
    const [meat] = listed;
    const ofMeat =
      listed.length === 1 && (meatInPlace(dish.entry, meat!.entry) || !meat!.entry.isDish) ? namedTogether(meat!, dish) : undefined;
    if (ofMeat?.isDish) {
      dish.entry = ofMeat;
      dish.quantities.push(...meat!.quantities);
      item.uses = item.uses.filter((use) => use !== meat);
      continue;
    }
    listContents(dish, listed);
    item.uses = item.uses.filter((use) => !listed.includes(use));
  }
  bowlAsDon(item);
  // The broth said left is the dish's before a negated word could leave out the part it names.
  dropOwnBrothWords(item, base);
  leaveBroth(item, [], base);
  dropIcedWord(item);
  chocolateAsCoating(item);
  kindsListedAfterCount(item, base);
  joinSplitNames(item, namedTogether, base);
  readWhatGoesOnFoodBefore(item);
  absorbQualifiers(item, base, namedTogether);
  return item;
}

// Mains that an English "bowl" serves on rice (chicken teriyaki bowl, salmon bowl, katsu bowl).
const BOWL_MAINS = new Set(['meat', 'fish', 'egg', 'okazu', 'fried']);

/**
 * "chicken teriyaki bowl", "a grilled salmon bowl": the English bowl said of a main with no staple of its own is a
 * 丼, its rice 250 g (PORTIONS.md); said of anything else (a salad bowl, a ramen bowl) it names nothing.
 */
function bowlAsDon(item: ItemPlan): void {
  if (!item.sets.includes('bowl')) return;
  const eaten = item.uses.filter((use) => !use.negated);
  const donOf =
    eaten.length > 0 &&
    eaten.every((use) => !use.entry.parts.some((part) => part.staple) && use.entry.kind !== 'rice') &&
    eaten.some((use) => BOWL_MAINS.has(use.entry.kind));
  item.sets = item.sets.flatMap((set) => (set !== 'bowl' ? [set] : donOf && !item.sets.includes('don') ? ['don' as const] : []));
}

/**
 * Whether a dish word that is also a way of cooking, written apart after a plain food, cooks it: a meat or a
 * fish (鶏もも 唐揚げ, まぐろ 刺身), or a food of the dish's own MEXT group (なす 天ぷら), that is no filling of
 * the dish before it (おにぎり 鮭 からあげ: the onigiri's salmon, and fried chicken). 枝豆 唐揚げ is two dishes.
 */
function cookedApart(food: Entry, dishes: readonly Entry[], before: EntryUse | undefined): boolean {
  const group = food.parts[0]!.food.group;
  const cooked =
    COOKED_APART_KINDS.has(food.kind) || dishes.some((dish) => dish.isDish && dish.parts.some((part) => part.food.group === group));
  return cooked && !(before && (fillsDish(before.entry, food) || fillsLikeOwn(before.entry, food)));
}
const COOKED_APART_KINDS = new Set(['meat', 'fish']);

// The ways of cooking whose whole addition is the oil they are done in (cooking.apply.ts: 炒め, ソテー, いり).
const OIL_METHODS = new Set<CookingMethod>(['stirfry', 'saute', 'scramble']);
/** A dish of several foods whose recipe has the fat it is fried in (油, バター, ラード: MEXT group 14). */
const isFriedInOwnOil = (dish: Entry): boolean =>
  dish.isDish && dish.parts.length > 1 && dish.parts.some((part) => part.food.group === FATS_AND_OILS_GROUP);

/** A word that turns an English sentence to another clause: a negation before it is not said of what follows. */
const CLAUSE_TURN = /\bbut\b/iu;

/**
 * "two banana pancakes", "half a blueberry scone", "2 egg sandwiches": an English count before two food words one
 * space apart counts the second, the noun the first describes (it counted two bananas and one pancake). A weight or
 * volume stays the first word's ("200g chicken" before a word of its own is the chicken's).
 */
function headNoun(uses: EntryUse[], nearest: EntryUse, quantity: Quantity, base: string): EntryUse {
  if (nearest.position < quantity.end || MEASURED_UNITS.has(quantity.unit)) return nearest;
  const head = uses.find((use) => use.position === nearest.end + 1 && base[nearest.end] === ' ' && isLatin(use.term[0]));
  return head && isLatin(nearest.term[0]) && head.quantities.length === 0 ? head : nearest;
}

/**
 * The entry a word describes: the nearest one, ahead for an English word ("large beef bowl"), behind for
 * Japanese ("ご飯大盛り"). `gapOf` measures the text between them (its length unless told otherwise).
 */
// Shares of a whole serving, said of every food of a word glued from several.
const GLUED_SHARES = new Set<PortionWord>(['half', 'little']);

/** The uses written glued to one another (no space or letter between) up to `last`, in order: カツ|パン. */
function gluedRunTo(uses: EntryUse[], last: EntryUse): EntryUse[] {
  const ordered = [...uses].sort((a, b) => a.position - b.position);
  const run = [last];
  for (let at = ordered.indexOf(last) - 1; at >= 0; at--) {
    const before = ordered[at]!;
    if (isLatin(before.term[0]) || !gluedTo(before, run[0]!)) break;
    run.unshift(before);
  }
  return run;
}

function nearestUse(
  uses: EntryUse[],
  word: Word,
  gapOf: (from: number, to: number) => number = (from, to) => Math.max(0, to - from),
): EntryUse | undefined {
  let best: EntryUse | undefined;
  let bestDistance = Infinity;
  for (const use of uses) {
    const ahead = use.position >= word.end;
    const [from, to] = ahead ? [word.end, use.position] : [use.end, word.position];
    const distance = gapOf(from, to) + (ahead === (word.latin || word.prefix === true) ? 0 : 0.5);
    if (distance < bestDistance) {
      best = use;
      bestDistance = distance;
    }
  }
  return best;
}
