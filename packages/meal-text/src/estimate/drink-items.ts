// Drinks: what a drink bar pours, what goes into a cup (milk, sugar, syrup), a plant milk in a milk drink's place,
// the iced word of a café drink, and a chuhai brand's flavour words.
import { DRINK_KINDS, type Entry, type EntryPart } from '../lexicon/lexicon.types';
import { termKey } from '../lexicon/term-key';
import type { Segment } from '../match/meal-text.segment';
import type { EntryUse, ItemPlan, NamedTogether } from './item-plan.types';
import { entryOf, gluedTo } from './item-uses';
import { isFlavourWord } from './sweet-flavours';

// A self-service drink bar (foods.tsv: two glasses of a soft drink when nothing more is said), where drinks are poured.
const DRINK_BAR = 'drink-bar';
const SOFT_DRINK_KINDS: ReadonlySet<string> = new Set(['drink', 'coffee']);
const SENTENCE_END = /[。.!?！？\n]/u;

/**
 * ドリンクバーでコーラとメロンソーダ, drink bar, 2 coffees: the soft drinks or coffees named in the drink bar's sentence
 * are what was poured there, and the drink bar itself adds nothing (it was two more glasses beside them); a drink bar
 * with no drink named is its two glasses, and one counted (ドリンクバーで3杯) that many.
 */
export function pouredAtDrinkBar(items: ItemPlan[], base: string): ItemPlan[] {
  let dropped = false;
  for (const item of items)
    for (const bar of item.uses.filter((use) => use.entry.key === DRINK_BAR && use.quantities.length === 0 && !use.negated)) {
      let [start, end] = [bar.position, bar.end];
      while (start > 0 && !SENTENCE_END.test(base[start - 1]!)) start -= 1;
      while (end < base.length && !SENTENCE_END.test(base[end]!)) end += 1;
      const poured = items.some((other) =>
        other.uses.some(
          (use) => use.entry.key !== DRINK_BAR && SOFT_DRINK_KINDS.has(use.entry.kind) && use.position >= start && use.position < end,
        ),
      );
      if (!poured) continue;
      item.uses = item.uses.filter((use) => use !== bar);
      dropped = true;
    }
  return dropped ? items.filter((item) => item.uses.length > 0 || item.unknownWords.length > 0 || item.sets.length > 0) : items;
}

// Plant milks (foods.tsv and dishes.tsv keys) that are poured in a drink's place of milk.
const PLANT_MILKS = new Set(['soy-milk', 'oat-milk', 'almond-milk']);
const COW_MILK = 'milk';
export const isCowMilk = (part: EntryPart): boolean => part.foodKey === COW_MILK;

/**
 * 抹茶ラテ オーツミルク, "matcha latte with oat milk", チャイラテ（豆乳）: a plant milk named, without an amount of its
 * own, with a drink made with milk takes the milk's place at the milk's volume (180 ml of oat milk for the
 * latte's 180 ml of milk), where it was a glass beside a cow's-milk drink. False when the two are no such pair.
 */
export function pourPlantMilk(drink: EntryUse, plant: EntryUse): boolean {
  if (!PLANT_MILKS.has(plant.entry.key) || plant.quantities.length > 0 || plant.negated || drink === plant) return false;
  const milk = drink.entry.parts.find(isCowMilk);
  if (!milk) return false;
  const plantGrams = plant.entry.parts.reduce((sum, part) => sum + part.grams, 0);
  const ml = milk.grams / (milk.density ?? 1);
  const poured = plant.entry.parts.map((part) => ({ ...part, grams: (part.grams * ml) / plantGrams }));
  drink.entry = { ...drink.entry, parts: drink.entry.parts.flatMap((part) => (part === milk ? poured : [part])) };
  return true;
}

/**
 * Within one item (抹茶ラテ オーツミルク): each plant milk after a milk drink goes into it; one before any (oat milk matcha
 * latte, 豆乳抹茶ラテ: English and Japanese name the milk first) goes into the milk drink after it.
 */
export function pourPlantMilksInto(uses: EntryUse[]): void {
  for (let at = 1; at < uses.length; at++) {
    const drink = uses.slice(0, at).findLast((use) => use.entry.parts.some(isCowMilk));
    if (drink && pourPlantMilk(drink, uses[at]!)) uses.splice(at--, 1);
  }
  for (let at = 0; at < uses.length - 1; at++) {
    const drink = uses.slice(at + 1).find((use) => use.entry.parts.some(isCowMilk));
    if (drink && pourPlantMilk(drink, uses[at]!)) uses.splice(at--, 1);
  }
}

/** Counters of a drink's cups. */
export const CUP_UNITS = new Set(['杯', 'cup', 'cups', 'カップ']);
/** What a cup of coffee or tea takes in (ミルク, 砂糖: foods.tsv's host column). */
const CUP_HOST = 'coffee';
const isCupDrink = (entry: Entry): boolean => entry.kind === 'coffee' || entry.key === 'tea';
const goesInCup = (entry: Entry | undefined): boolean => entry?.hostGrams.has(CUP_HOST) === true;
/** Whether `drink` is a cup that `addition` goes into. */
export const hostsInCup = (drink: EntryUse, addition: EntryUse): boolean => isCupDrink(drink.entry) && goesInCup(addition.entry);

/** A drink a sweetener or creamer goes into: a coffee, a tea, a drink (ラテ, ジュース); not an alcohol. */
const takesCupAdditions = (entry: Entry): boolean => isCupDrink(entry) || entry.kind === 'drink';

/**
 * シロップ, syrup: a word naming both a food that goes into a cup (ガムシロップ) and one that does not (the
 * syrup of pancakes) is the cup's beside a drink, in its item or as the whole of the item after it
 * (アイスコーヒー シロップ1個, "iced coffee with syrup"), and the other anywhere else (ホットケーキ シロップ,
 * "pancakes with syrup").
 */
export function readCupAdditions(item: ItemPlan, before: ItemPlan | undefined): void {
  const lastBefore = before?.uses.at(-1);
  const inCup =
    item.uses.some((use) => takesCupAdditions(use.entry)) ||
    (lastBefore !== undefined &&
      takesCupAdditions(lastBefore.entry) &&
      item.uses.every((use) => goesInCup(use.entry) || use.alternatives.some(goesInCup)));
  // かき氷 シロップ: a reading whose food another dish of the item is made of is that dish's own (かき氷 is its
  // syrup); a word alone in its item is of the item before ("shaved ice with strawberry syrup").
  const neighbours = item.uses.length === 1 && before ? [...before.uses, ...item.uses] : item.uses;
  const ownPartOfAnother = (use: EntryUse, readings: Entry[]): boolean =>
    neighbours.some(
      (other) =>
        other !== use &&
        readings.some((reading) => other.entry.parts.some((part) => part.food.foodNumber === reading.parts[0]?.food.foodNumber)),
    );
  item.uses = item.uses.flatMap((use) => {
    const readings = [use.entry, ...use.alternatives];
    const cupReading = readings.find(goesInCup);
    const otherReading = readings.find((entry) => !goesInCup(entry));
    // かき氷 いちごシロップ: a syrup or sauce without an amount that another food of the item is made of is its own.
    // Said alone after the dish with a size word (サラダ、ドレッシング多め, カレー、ルー多め) it stays, to size the dish's part
    // (joinStaplesToDishes), where its 多め was lost with it.
    const sizesOwnPart = item.uses.length === 1 && use.portions.length > 0;
    if (!inCup && use.entry.kind === 'seasoning' && use.quantities.length === 0 && !sizesOwnPart && ownPartOfAnother(use, [use.entry]))
      return [];
    if (!cupReading || !otherReading) return [use];
    if (!inCup && ownPartOfAnother(use, readings)) return [];
    const entry = inCup ? cupReading : otherReading;
    return [entry === use.entry ? use : { ...use, entry, alternatives: readings.filter((reading) => reading !== entry) }];
  });
}

/**
 * コーヒー ミルクと砂糖 2杯: と between two things that go into the cup named before them (milk and sugar
 * in coffee) joins them to that cup, as ミルク砂糖入り does, instead of making the sugar an item of its own.
 */
export function joinsCupAdditions(group: Segment[], joiner: Extract<Segment, { type: 'separator' }>, next: Segment | undefined): boolean {
  if (joiner.text !== 'と' && joiner.text !== 'や') return false;
  const entries = group.map(entryOf);
  return entries.some((entry) => entry !== undefined && isCupDrink(entry)) && goesInCup(entries.at(-1)) && goesInCup(entryOf(next));
}

// アイス, the word of an ice cream, and iced / ice, read as it in English.
const ICED = new Set(['あいす', 'iced', 'ice']);

// Drinks a café serves hot or iced, whose temperature its menu writes after the name (抹茶ラテ アイス); not a beer.
const HOT_OR_ICED_KINDS = new Set(['drink', 'coffee']);

/**
 * アイスカフェラテ, アイスココア, iced americano: アイス glued to a drink, or iced one space before one, says the
 * drink is iced; it is no ice cream beside it. So does アイス one space or a bracket after a café's drink, as its
 * menu writes it (抹茶ラテ アイス M, コーヒー（アイス）), where it was a 100 g ice cream beside the latte.
 */
export function dropIcedWord(item: ItemPlan): void {
  item.uses = item.uses.filter((use, i) => {
    if (!ICED.has(termKey(use.term)) || use.quantities.length > 0) return true;
    const [previous, next] = [item.uses[i - 1], item.uses[i + 1]];
    const drink =
      next !== undefined && gluedTo(use, next) && DRINK_KINDS.has(next.entry.kind)
        ? next
        : previous !== undefined &&
            use.position - previous.end <= 1 &&
            HOT_OR_ICED_KINDS.has(previous.entry.kind) &&
            // 抹茶 アイス: after a flavour's own word アイス is an ice cream, no iced drink (the two words then read
            // as 抹茶アイス's row); it was an iced bowl of matcha, the ice cream lost.
            !isFlavourWord(previous)
          ? previous
          : undefined;
    // A size said of the word is the drink's ("a large iced coffee": the large went to the ice cream word).
    drink?.portions.unshift(...use.portions);
    return drink === undefined;
  });
}

// The spirit a chuhai is made with (drink-strengths.tsv): its general word (チューハイ, サワー) as its brands.
const CHUHAI_SPIRIT = 'korui-shochu';
// MEXT's liqueurs (梅酒): a flavour a chuhai brand sells (ほろよい 梅酒ソーダ), not a glass of their own after it.
const isLiqueur = (entry: Entry): boolean => entry.parts.length === 1 && entry.parts[0]!.food.nameJa.includes('混成酒類');
const FLAVOUR_GAP = /^\s*(?:[\p{Script=Han}\p{Script=Katakana}ー]+\s*)?の?\s*$/u;
const namesDrinkFlavour = (brand: Entry, next: EntryUse): boolean =>
  next.entry.kind === 'fruit' ||
  next.entry.kind === 'drink' ||
  isLiqueur(next.entry) ||
  (next.entry.strength?.spirit !== undefined && next.entry.strength.spirit.food.foodNumber === brand.strength?.spirit?.food.foodNumber);

/**
 * ほろよい 白いサワー, ほろよい もも, ストロングゼロ ダブルレモン, 檸檬堂 定番レモン: a fruit, a soft drink, a liqueur or another
 * chuhai named right after a chuhai brand sold in flavours (drink-strengths.tsv's brands; a space, の or a word of no food
 * between) is the can's flavour, which MEXT's 缶チューハイ already holds; it was a second chuhai (ほろよい 白いサワー: 277 kcal
 * for one 3 % can's 98) or a serving of the fruit. An amount written after the flavour is the can's (ほろよい 白いサワー 2缶).
 * After a drink's general word (レモンサワー グレフルサワー, an evening's list) each word stays a drink of its own.
 */
/**
 * テキーラ ショット 3杯, ショット テキーラ: the word ショット beside an alcohol is the glass it is poured in, no espresso
 * (it was a second drink, the count going to the coffee); its amounts are the alcohol's.
 */
export function dropShotGlasses(item: ItemPlan, base: string): void {
  const isShot = (use: EntryUse): boolean => use.entry.kind === 'coffee' && termKey(use.term) === SHOT_WORD;
  for (let i = 0; i < item.uses.length; i++) {
    const shot = item.uses[i]!;
    if (!isShot(shot) || shot.negated) continue;
    const [before, after] = [item.uses[i - 1], item.uses[i + 1]];
    const spirit = [before, after].find(
      (use) =>
        use !== undefined &&
        use.entry.kind === 'alcohol' &&
        /^\s*$/u.test(base.slice(Math.min(use.end, shot.end), Math.max(use.position, shot.position))),
    );
    if (!spirit) continue;
    if (spirit.quantities.length === 0) spirit.quantities.push(...shot.quantities);
    item.uses.splice(i, 1);
    i -= 1;
  }
}
const SHOT_WORD = termKey('ショット');

export function dropDrinkFlavours(item: ItemPlan, base: string, namedTogether: NamedTogether): void {
  for (let i = 0; i < item.uses.length; i++) {
    const brand = item.uses[i]!;
    const brandName = brand.entry.strength?.brands?.has(termKey(brand.term)) === true;
    // チューハイ レモン 500ml缶, サワー グレープフルーツ: a fruit right after a chuhai's general word is its flavour as after a
    // brand (the can's 500 ml was the lemon's 500 g); a drink after it (レモンサワー グレフルサワー) stays a drink of its own.
    const generalChuhai = !brandName && brand.entry.strength?.spirit?.foodKey === CHUHAI_SPIRIT;
    if (!(brandName || generalChuhai) || brand.negated) continue;
    const flavourOf = (next: EntryUse): boolean => (brandName ? namesDrinkFlavour(brand.entry, next) : next.entry.kind === 'fruit');
    let end = brand.end;
    while (i + 1 < item.uses.length) {
      const next = item.uses[i + 1]!;
      // A word of no food between (檸檬堂 定番レモン, ストロングゼロ ダブルレモン) names the flavour too; と, や or a comma
      // lists another drink.
      if (!FLAVOUR_GAP.test(base.slice(end, next.position))) break;
      // 缶チューハイ ストロング: a word that names a chuhai of its own with the general word after it (ストロングチューハイ) is
      // that chuhai, one can, where it was two drinks.
      const kindOf = generalChuhai && next.entry.kind !== 'fruit' ? namedTogether(brand, next, true) : undefined;
      if (next.negated || next.additional || !(flavourOf(next) || kindOf?.strength)) break;
      if (next.quantities.length > 0) {
        if (brand.quantities.length > 0) break;
        brand.quantities.push(...next.quantities);
      }
      // 氷結 ストロング: a chuhai the brand and the word name together (氷結ストロング, 9 %) is that can, as written glued.
      const together = kindOf ?? namedTogether(brand, next);
      if (together?.strength && together !== brand.entry) {
        brand.entry = together;
        brand.alternatives = [];
      }
      end = next.end;
      item.uses.splice(i + 1, 1);
    }
  }
}
