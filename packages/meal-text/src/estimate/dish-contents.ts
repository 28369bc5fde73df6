import type { Entry, EntryPart } from '../lexicon/lexicon.types';
import { termKey } from '../lexicon/term-key';
import { resolveAmount } from './entry-amount';
import { piecesInServing, servedInPieces, servingPieces, unitWeight } from './unit-weight';
import type { EntryUse } from './item-plan.types';
import type { Quantity } from '../text/quantity.extract';

// MEXT groups of condiments: sugars, fats and oils, mirin and sake, seasonings.
const CONDIMENT_GROUPS = new Set(['03', '14', '16', '17']);
// A condiment this light seasons the dish; a heavier one (a soup base, a broth) is part of its body.
const SEASONING_MAX_GRAMS = 30;
const PREPARED_DISH_GROUP = '18';
const DAIRY_GROUP = '13';
const MEAT_GROUP = '11';

// The food a MEXT name is of: its first word (さつまいも 塊根 皮なし 生) within its ［class］ (だいず ［納豆類］ is
// not だいず ［豆腐・油揚げ類］, こむぎ ［パン類］ not こむぎ ［マカロニ・スパゲッティ類］; もも and むね share
// にわとり ［若どり・主品目］), but for a prepared dish the word after its cuisine and class (中国料理 点心類
// ぎょうざ: ぎょうざ; しゅうまい is another dish).
// A fish's roe is a food of its own, not its fish (しろさけ イクラ is no 塩鮭: おにぎり 鮭といくら has both).
const ROE = new Set(['イクラ', 'すじこ', 'たらこ', 'からしめんたいこ', 'かずのこ', 'からすみ']);
const stemOf = (part: EntryPart): string => {
  const [first = '', second = '', third = ''] = part.food.namePlainJa.split(' ');
  if (part.food.group === PREPARED_DISH_GROUP) return third;
  return `${first}${ROE.has(second) ? second : ''}${/［([^］]+)］/u.exec(part.food.nameJa)?.[1] ?? ''}`;
};
const classOf = (part: EntryPart): string | undefined => /（([^）]+類)）/u.exec(part.food.nameJa)?.[1];
export const isCondimentFood = (part: EntryPart): boolean => CONDIMENT_GROUPS.has(part.food.group);
// Milk, cream and cheese: a dish's クリーム or チーズ is named by any food of its MEXT class (クリーム類, チーズ類).
const isDairy = (part: EntryPart): boolean => part.food.group === DAIRY_GROUP;
const isSeasoning = (part: EntryPart): boolean => isCondimentFood(part) && part.grams <= SEASONING_MAX_GRAMS;
/** A part that is a prepared food already (MEXT's 餃子, とんかつ): whatever the text says is in it, is in it. */
const isPrepared = (part: EntryPart): boolean => part.food.group === PREPARED_DISH_GROUP || part.kind === 'dish';
// What a dish is made of, apart from its staple and its seasoning and broth.
const isBody = (part: EntryPart): boolean => !part.staple && !isCondimentFood(part);
/** A dish whose body is prepared foods only (串カツ: MEXT's とんかつ): a food named in it is in them already. */
export const holdsNamedFoods = (dish: Entry): boolean => dish.parts.filter(isBody).every(isPrepared);
/**
 * A dish whose pieces are its foods, one piece each (おでん: 大根, 卵, ちくわ … six pieces): a food of it counted
 * after it is that many of its pieces (おでん 大根2 卵1), not that many servings of a kind of the dish.
 */
export const piecesAreItsFoods = (dish: Entry): boolean => {
  const body = dish.parts.filter(isBody);
  return body.length > 1 && body.length === servingPieces(dish) && !dish.parts.some((part) => part.staple);
};

/** The grams a use's own amount comes to (卵2個 = 100 g, ぽん酢大さじ1 = 15 g). */
export const gramsOfUse = (entry: Entry, use: EntryUse): number =>
  resolveAmount(entry, use.quantities, use.portions).parts.reduce((sum, { grams }) => sum + grams, 0);

/**
 * The part of a dish a one-food entry names: the same MEXT food, the same food in another cut or form
 * (鶏むね for the dish's 鶏もも, 木綿 for its 絹ごし: the first word of the MEXT name), or, for a
 * condiment or a dairy food, the same MEXT class (中濃ソース for とんかつソース: ウスターソース類; クリーム for
 * ホイップクリーム: クリーム類).
 */
export function partNamed(dish: Entry, named: Entry): EntryPart | undefined {
  if (named.parts.length !== 1 || (named.isDish && named.kind !== 'dish')) return undefined;
  const part = named.parts[0]!;
  // もつ煮込み ビール中瓶 2本, 生姜焼き 日本酒 1合: a drink of alcohol is a glass beside the dish, never the sake its recipe
  // cooks with (the beer took the もつ煮's 料理酒's place, 393 g of a litre).
  const parts = named.kind === 'alcohol' ? dish.parts.filter((candidate) => candidate.kind !== 'seasoning') : dish.parts;
  return (
    parts.find((candidate) => candidate.food.foodNumber === part.food.foodNumber) ??
    parts.find((candidate) => stemOf(candidate) === stemOf(part)) ??
    parts.find(
      (candidate) =>
        ((isCondimentFood(candidate) && isCondimentFood(part)) || (isDairy(candidate) && isDairy(part))) &&
        classOf(candidate) !== undefined &&
        classOf(candidate) === classOf(part),
    )
  );
}

/**
 * The dish's one raw meat, where a raw cut of the same animal MEXT files under another heading is named with it (焼肉
 * ハラミ, 焼肉 タン: the ［副生物］ 横隔膜 and 舌 of the beef whose ばら the 焼肉 has): the dish is of that cut, as 焼肉 ロース is.
 * Not once the text has named the dish's meat (焼肉 カルビ タン: the tongue is a serving beside the カルビ).
 */
export function ownAnimalCut(dish: Entry, named: Entry): EntryPart | undefined {
  const part = named.parts[0];
  if (named.parts.length !== 1 || named.isDish || !part || !isRawMeat(part)) return undefined;
  const meats = dish.parts.filter((candidate) => candidate.kind === 'meat' && !candidate.staple && isRawMeat(candidate));
  const [meat] = meats;
  return meats.length === 1 && !meat!.named && animalOf(meat!) === animalOf(part) ? meat : undefined;
}
const isRawMeat = (part: EntryPart): boolean => part.food.group === MEAT_GROUP && / 生$/u.test(part.food.namePlainJa);

// The animal a MEXT meat is of: the first word of its plain name (うし, ぶた, にわとり).
const animalOf = (part: EntryPart): string => part.food.namePlainJa.split(' ')[0] ?? '';

// A cutlet in a dish (the とんかつ of a カツ丼, a カツカレー, a カツサンド): MEXT's breaded and fried meat.
const isCutlet = (part: EntryPart): boolean => part.food.group === MEAT_GROUP && /(とんかつ|フライ)$/u.test(part.food.namePlainJa);

/**
 * The part of a dish a meat of another animal named with it takes the place of: its one cutlet (チキン
 * カツカレー, chicken katsu don: the cutlet is chicken, the curry's meat stays), else its one raw meat
 * (しゃぶしゃぶ 牛, 鍋 豚肉, 鶏肉の生姜焼き). None when the dish has no such part or more than one.
 */
export function meatInPlace(dish: Entry, named: Entry): EntryPart | undefined {
  const food = named.parts[0];
  if (named.parts.length !== 1 || named.isDish || !food) return undefined;
  const meats = meatsOf(dish);
  // caesar salad with salmon: a fish takes the place of a meat that is only a garnish (the salad's bacon).
  if (named.kind === 'fish') return meats.length === 1 && isGarnish(meats[0]!, food) ? meats[0] : undefined;
  if (named.kind !== 'meat') return undefined;
  return meats.length === 1 && animalOf(meats[0]!) !== animalOf(food) ? meats[0] : undefined;
}

/**
 * The dish's one raw fish that a raw fish named with it takes the place of (salmon poke, ポキ サーモン: サーモン for
 * the poke's まぐろ, where the tuna stayed and the salmon was beside it). Only raw for raw: a salted or cooked fish
 * named with a raw dish (鮭, a 塩鮭) names none, and a reading of the word that is raw is tried instead.
 */
export function fishInPlace(dish: Entry, named: Entry): EntryPart | undefined {
  const food = named.parts[0];
  if (named.parts.length !== 1 || named.isDish || named.kind !== 'fish' || !food || !isRawFood(food)) return undefined;
  const fishes = dish.parts.filter((part) => part.kind === 'fish' && !part.staple && !isPrepared(part));
  const [fish] = fishes;
  return fishes.length === 1 && isRawFood(fish!) && fish!.food.foodNumber !== food.food.foodNumber ? fish : undefined;
}
const isRawFood = (part: EntryPart): boolean => / 生$/u.test(part.food.namePlainJa);

/** A dish's cutlets, else its raw meats (not its staple, not a prepared food of MEXT's). */
function meatsOf(dish: Entry): EntryPart[] {
  const cutlets = dish.parts.filter(isCutlet);
  return cutlets.length > 0 ? cutlets : dish.parts.filter((part) => part.kind === 'meat' && !part.staple && !isPrepared(part));
}

/**
 * The dish's one meat of the animal a word names without a cut (beef tacos, pork katsu curry, 豚肉のカレー):
 * the word says what the dish has, so it is that part, whatever cut the recipe uses (タコス' 牛ひき肉, not
 * 牛もも beside it). None when the word names a cut, or the dish has no such meat or several.
 */
export function speciesPart(dish: Entry, named: Entry, term: string): EntryPart | undefined {
  const food = named.parts[0];
  if (!SPECIES_WORDS.has(termKey(term)) || named.parts.length !== 1 || named.kind !== 'meat' || !food) return undefined;
  const meats = meatsOf(dish);
  return meats.length === 1 && animalOf(meats[0]!) === animalOf(food) ? meats[0] : undefined;
}

// Words that name an animal's meat and no cut (豚肉, pork): with a dish they say what it has, not which cut.
export const SPECIES_WORDS = new Set(
  ['豚肉', '豚', 'ぽーく', 'pork', '牛肉', '牛', 'びーふ', 'beef', '鶏肉', 'とり肉', '鳥肉', '鶏', 'ちきん', 'chicken', 'chicken meat'].map(
    termKey,
  ),
);

/** The entries a use may name: the one chosen, then the other readings of its word (もも: 桃, or 鶏もも in a 焼き鳥). */
const readingsOf = (use: EntryUse): Entry[] => [use.entry, ...use.alternatives];

/**
 * The reading of a word that names another cut of a food the text has named in the dish already (焼肉 カルビ ロース:
 * 牛肩ロース beside the カルビ, both beef, where it took the カルビ's place; 焼肉 カルビ、ロース: not the pork that is
 * ロース alone): a second food of the dish, kept beside the first. Undefined when the word names no such cut.
 */
export function secondCutOf(dish: Entry, named: EntryUse): Entry | undefined {
  return readingsOf(named).find((entry) => {
    const part = partNamed(dish, entry);
    // The same cut named again with an amount of its own is more of it (焼肉 カルビ 上カルビ 各1人前).
    return part?.named === true && (part.food.foodNumber !== entry.parts[0]!.food.foodNumber || countsOwn(named));
  });
}

/** A use's own amount, not a share of it (お好み焼き 豚玉 半分こ: the share spread to both words of one food). */
export const countsOwn = (use: EntryUse): boolean =>
  use.quantities.some((quantity) => quantity.unit !== 'share' && quantity.unit !== 'left');

/**
 * A food named with a dish that has it (卵2個でオムレツ, 豚ロース150gの生姜焼き, 湯豆腐 ぽん酢大さじ1,
 * 鶏むね肉の照り焼き): the dish's part takes the named food's form and, when written, its amount; the
 * rest of the dish stays as it is. False when the dish has no such part.
 */
export function nameDishPart(dish: EntryUse, named: EntryUse): EntryPart | undefined {
  // Every reading is tried as the dish's own food before any as a meat in another's place: the dish's animal
  // chooses the reading (焼肉 ロース: 牛肩ロース, 豚しゃぶ ロース: 豚ロース).
  const sameFoodOf = (entry: Entry): EntryPart | undefined => partNamed(dish.entry, entry) ?? speciesPart(dish.entry, entry, named.term);
  const readings = readingsOf(named);
  const ordered = [...readings.filter((entry) => sameFoodOf(entry)), ...readings.filter((entry) => !sameFoodOf(entry))];
  for (const entry of ordered) {
    const sameFood = sameFoodOf(entry);
    const inPlace = sameFood ?? meatInPlace(dish.entry, entry) ?? fishInPlace(dish.entry, entry);
    const ownCut = inPlace === undefined ? ownAnimalCut(dish.entry, entry) : undefined;
    const part = inPlace ?? ownCut;
    if (!part) continue;
    const food = entry.parts[0]!;
    // A prepared food keeps its own MEXT food (豚肉 names what is in MEXT's 餃子, it does not replace it),
    // and so does a condiment of the same food or kind (醤油 on 冷奴; ソース on とんかつ is its とんかつソース),
    // a food found only by a word of a MEXT name, or one named by a word the recipe's own name holds
    // (豆腐 for its 絹ごし豆腐); a cut or kind the lexicon knows replaces the recipe's (鶏むね肉の照り焼き),
    // and so does another condiment of the same use (しゃぶしゃぶ ごまだれ: the ごまだれ, not the ぽん酢).
    const sameCondiment = part.food.foodNumber === food.food.foodNumber || stemOf(part) === stemOf(food);
    // A meat of another animal is that meat, whatever word names it (牛 in しゃぶしゃぶ 牛: 牛もも).
    const keepsForm =
      sameFood !== undefined &&
      (isPrepared(part) ||
        (isCondimentFood(part) && sameCondiment) ||
        // クリーム or チーズ said of a dish names its own: the マリトッツォ's whipped cream, the pizza's mozzarella.
        (isDairy(part) && !sameCondiment) ||
        entry.source !== 'lexicon' ||
        termKey(part.labelJa).includes(named.term) ||
        SPECIES_WORDS.has(named.term));
    // A meat in a cutlet's place is breaded and fried as the cutlet was.
    const cooking = isCutlet(part) ? ('breaded' as const) : undefined;
    const form = keepsForm
      ? part
      : { ...part, food: food.food, foodKey: food.foodKey, labelJa: food.labelJa, labelEn: food.labelEn, kind: food.kind, cooking };
    // The part's own amount (卵2個, ぽん酢大さじ1); a count the food is not counted in, or one in the pieces
    // of a dish served as several (寿司 まぐろ2貫: two にぎり of tuna, not 30 g on 10貫), is the dish's
    // (焼き鳥 たれ 3本); an オムレツ of 1個 a serving keeps 卵2個 as its eggs.
    const measured = named.quantities.filter(
      (quantity) => isOwnAmount(entry, quantity.unit) && piecesInServing(dish.entry, quantity.unit) <= 1,
    );
    // 焼肉 家族で 肉 1kg: a group said before the food's own amount shares that amount (the order), not the dish around it.
    const own =
      measured.length > 0 ? [...measured, ...named.quantities.filter((quantity) => quantity.unit === 'share' && quantity.ofOrder)] : [];
    dish.quantities.push(...named.quantities.filter((quantity) => !own.includes(quantity)));
    const renamed = {
      ...form,
      named: true,
      // A cut MEXT files apart (焼肉 タン, 焼肉 ミノ: the ［副生物］) is served as it is alone (タン 80 g), not at the weight of the meat it replaced.
      grams: own.length > 0 ? gramsOfUse(entry, { ...named, quantities: own }) : ownCut ? food.grams : inPlaceGrams(part, food, sameFood),
    };
    // 焼肉 肉 1kg, 焼肉 家族で 肉 1kg, 生姜焼き 豚ロース 200g: a dish of one main and no staple is seasoned in proportion
    // to its main (PORTIONS.md weighs a dish's seasoning and oil as a share of the raw weight), so the main's own
    // amount, shared or not, carries the seasoning with it; it was the standard serving's (15 g of tare on a kilo).
    const seasoningFactor = own.length > 0 && isMainOfDish(dish.entry, part) ? renamed.grams / part.grams : 1;
    dish.entry = {
      ...dish.entry,
      parts: dish.entry.parts.map((candidate) =>
        candidate === part
          ? renamed
          : seasoningFactor !== 1 && isSeasoning(candidate)
            ? { ...candidate, grams: candidate.grams * seasoningFactor }
            : candidate,
      ),
    };
    return renamed;
  }
  return undefined;
}

/** Whether a part is the main of a dish with no staple: its heaviest part of body (焼肉's meat, 生姜焼き's pork). */
const isMainOfDish = (dish: Entry, part: EntryPart): boolean =>
  isBody(part) && !dish.parts.some((other) => other.staple) && dish.parts.every((other) => !isBody(other) || other.grams <= part.grams);

// A recipe's meat lighter than this share of a meat's serving is a garnish (シーザーサラダ's 10 g of bacon).
const GARNISH_SHARE = 1 / 5;
// A meat named in a garnish's place is a topping of its own (chicken caesar salad): this share of its serving.
const TOPPING_SHARE = 1 / 2;

/**
 * The grams of a food named in a dish's part without an amount: the part's, but for a meat of another animal or a fish in
 * the place of a garnish (chicken caesar salad: a topping of chicken, half its serving, 50 g, not the recipe's 10 g
 * of bacon).
 */
function inPlaceGrams(part: EntryPart, food: EntryPart, sameFood: EntryPart | undefined): number {
  const garnish = sameFood === undefined && ['meat', 'fish'].includes(food.kind) && isGarnish(part, food);
  return garnish ? TOPPING_SHARE * food.grams : part.grams;
}
const isGarnish = (part: EntryPart, food: EntryPart): boolean => part.grams < GARNISH_SHARE * food.grams;

/**
 * A food named as not eaten with a dish that has it (カレー ご飯なし, ラーメン チャーシュー抜き, "curry, no
 * rice"): the dish's part is left out. False when the dish has no such part.
 */
export function leaveOutDishPart(dish: EntryUse, named: EntryUse): boolean {
  for (const entry of readingsOf(named)) {
    const part = partNamed(dish.entry, entry);
    if (!part) continue;
    dish.entry = { ...dish.entry, parts: dish.entry.parts.filter((candidate) => candidate !== part) };
    return true;
  }
  return false;
}

/** Amounts that weigh or measure a food (g, ml, spoons), as opposed to counting it. */
export const MEASURED_UNITS: ReadonlySet<string> = new Set(['g', 'kg', 'ml', 'l', '大さじ', '小さじ']);
// What a food's own amount may be written in: a measure, a handful, a pinch or a bite.
const MEASURES = new Set([...MEASURED_UNITS, 'handful', 'pinch', 'bite']);
const isOwnAmount = (entry: Entry, unit: string): boolean => MEASURES.has(unit) || entry.unitGrams.has(unit);

const stapleNumbers = (entry: Entry): string =>
  entry.parts
    .filter((part) => part.staple)
    .map((part) => part.food.foodNumber)
    .join();
const hasFillings = (entry: Entry): boolean => entry.parts.some((part) => part.fillingGrams !== undefined);
// A sauce takes the place of a sauce (salad with sesame dressing), a food of a food (ツナのおにぎり).
const isSauce = (part: EntryPart): boolean => part.kind === 'seasoning';

/**
 * Another dish on the staple of a dish with fillings (ツナマヨ, 梅おにぎり beside おにぎり: the same 塩むすび)
 * names a filling: what it adds to that staple (ツナマヨ's tuna and mayonnaise), at its grams per piece of
 * the dish. Undefined for an entry that is no such dish.
 */
export function fillingOfSameDish(dish: Entry, other: Entry): EntryPart[] | undefined {
  if (!other.isDish || other.key === dish.key || !hasFillings(dish)) return undefined;
  const staple = stapleNumbers(dish);
  if (staple === '' || stapleNumbers(other) !== staple) return undefined;
  const own = new Set(dish.parts.filter((part) => part.fillingGrams === undefined).map((part) => part.food.foodNumber));
  const perPiece = servingPieces(dish) / servingPieces(other);
  const filling = other.parts.filter((part) => !own.has(part.food.foodNumber)).map((part) => ({ ...part, grams: part.grams * perPiece }));
  return filling.length > 0 ? filling : undefined;
}

// Rice, bread and noodles are a meal's staple beside a dish, never what fills it (ご飯 味噌汁: two items).
const MEAL_STAPLE_KINDS = new Set(['rice', 'bread', 'noodle']);

/**
 * A plain food as a dish's filling, at the grams the dish gives its fillings (PORTIONS.md → 味噌汁:
 * なめこ, しじみ 可食部 15 g に替えて) or the grams the food fixes on that dish (甘えび 12 g a 貫 of nigiri).
 * Undefined when the dish has no filling of its sort, or has the food already (豆腐とわかめの味噌汁: it
 * names that part).
 */
function fillingOfFood(dish: Entry, named: Entry): EntryPart[] | undefined {
  if (named.parts.length !== 1 || named.isDish) return undefined;
  const part = named.parts[0]!;
  if (MEAL_STAPLE_KINDS.has(part.kind)) return undefined;
  const fillings = dish.parts.filter((existing) => existing.fillingGrams !== undefined && isSauce(existing) === isSauce(part));
  if (fillings.length === 0) return undefined;
  if (dish.parts.some((existing) => existing.food.foodNumber === part.food.foodNumber || stemOf(existing) === stemOf(part)))
    return undefined;
  const onDish = named.hostGrams.get(dish.key);
  // A dish that is its filling alone (焼き魚: the fish) is the named food at its own serving (ほっけ 150 g).
  const fillingAlone = dish.parts.every((existing) => existing.fillingGrams !== undefined);
  // A food's grams on a dish are per piece of it; the dish's serving has its pieces (10貫).
  const grams = onDish
    ? onDish.grams * servingPieces(dish)
    : fillingAlone
      ? part.grams
      : Math.max(...fillings.map((existing) => existing.fillingGrams!));
  return [{ ...(onDish?.part ?? part), grams }];
}

/**
 * Whether a plain food is of the MEXT food group of a dish's own replaceable part (寿司's まぐろ: サーモン, いか;
 * おにぎり's 鮭: さば; 焼き魚's fish: さんま; a salad's dressing: ごまドレッシング): a topping, filling or sauce in
 * its place, whether or not its `host` column names the dish. An egg or a drink is no filling of an おにぎり.
 */
export const fillsLikeOwn = (dish: Entry, named: Entry): boolean =>
  !named.isDish &&
  named.parts.length === 1 &&
  dish.parts.some((part) => part.fillingGrams !== undefined && part.food.group === named.parts[0]!.food.group);

/**
 * The amounts written on a dish's filling that count the dish: its pieces (寿司 甘えび2貫: two にぎり of 甘えび),
 * its servings (寿司 まぐろ サーモン 2人前: two servings, their pieces shared by the two) or a multiplier
 * (onigiri tuna mayo x2: two filled onigiri, not a double filling in one).
 */
export const dishAmountsOn = (dish: Entry, filling: EntryUse): Quantity[] =>
  filling.quantities.filter(
    (quantity) => dish.piecesPerServing.has(quantity.unit) || quantity.unit === 'serving' || quantity.unit === 'times',
  );

/** Whether a food or dish named right after a dish can be one of its fillings (おにぎり 鮭と梅, おにぎり ツナマヨ). */
export const fillsDish = (dish: Entry, named: Entry): boolean =>
  hasFillings(dish) && (named.hostGrams.has(dish.key) || fillingOfSameDish(dish, named) !== undefined);

/**
 * なめこの味噌汁, meat sauce pasta, "salad with sesame dressing", おにぎり（ツナマヨ）: a plain food, or a
 * dish on the same staple, named with a dish that has replaceable contents takes their place. The first
 * named filling replaces the recipe's; the next ones join it. True when it took a filling's place.
 */
export function replaceFilling(dish: EntryUse, named: EntryUse): boolean {
  const ofDish = fillingOfSameDish(dish.entry, named.entry);
  const filling = ofDish ?? fillingOfFood(dish.entry, named.entry);
  if (!filling) return false;
  // A dish on the same staple takes every filling's place (パスタ（カルボナーラ）: its bacon, egg and cream for the
  // tomato sauce); a food, the fillings of its sort (a sauce a sauce's).
  const sauce = filling.every(isSauce);
  const fillings = dish.entry.parts.filter(
    (existing) => existing.fillingGrams !== undefined && (ofDish !== undefined || isSauce(existing) === sauce),
  );
  if (fillings.length === 0) return false;
  const replaced = fillings.some((existing) => existing.namedFilling !== undefined);
  const kept = dish.entry.parts.filter((existing) => !fillings.includes(existing) || (replaced && existing.namedFilling !== undefined));
  const added = filling.map((part) => ({ ...part, staple: false, fillingGrams: part.grams, namedFilling: named.entry.key }));
  dish.entry = { ...dish.entry, parts: [...kept, ...added] };
  return true;
}

/**
 * The contents listed with a dish (サラダ（キャベツ・コーン）, 寄せ鍋：白菜、豆腐, おでん 大根、こんにゃく,
 * yakitori (thigh, salt)) are what it is made of: they replace its recipe instead of joining it. Foods
 * the recipe has keep their grams; the recipe's other foods give way, their grams shared among the new
 * ones; a named condiment replaces the recipe's seasoning; the staple and the broth stay. A prepared
 * dish (MEXT's 餃子, お好み焼き) already holds whatever is named in it.
 */
const RAW = / 生$/u;
const isRawFish = (entry: Entry): boolean =>
  entry.parts.length === 1 && entry.parts[0]!.kind === 'fish' && RAW.test(entry.parts[0]!.food.nameJa);
/** A dish whose fish are all served raw (寿司's まぐろ 生, 刺身, 海鮮丼). */
const rawFishDish = (dish: Entry): boolean => {
  const fish = dish.parts.filter((part) => part.kind === 'fish');
  return fish.length > 0 && fish.every((part) => RAW.test(part.food.nameJa));
};

/**
 * "sushi: tuna, salmon", "sushi, salmon": a word of several readings named in a dish whose fish are raw (寿司, 刺身,
 * 海鮮丼) is its raw fish (サーモン), not the salted fillet its first reading is (塩鮭), as サーモン written in Japanese is.
 */
export function rawFishReading(dish: Entry, use: EntryUse): EntryUse {
  const raw = rawFishDish(dish) && !isRawFish(use.entry) ? readingsOf(use).find(isRawFish) : undefined;
  return raw ? { ...use, entry: raw, alternatives: readingsOf(use).filter((entry) => entry !== raw) } : use;
}

export function listContents(dish: EntryUse, listed: EntryUse[]): void {
  // おでん 大根2 卵1 ちくわ1: foods each counted in pieces are counted in the pieces the dish has them in, and
  // in a dish without a staple (a dish that is its pieces) they are all it had; ラーメン チャーシュー2枚 味玉1個
  // keeps its other toppings.
  const pieceCounted =
    listed.length >= 2 &&
    listed.every((content) => content.quantities.length > 0 && content.quantities.every((quantity) => !MEASURES.has(quantity.unit)));
  const contents = pieceCounted ? listed.map((content) => inDishPieces(dish.entry, content)) : listed;
  const wholeBody = pieceCounted && !dish.entry.parts.some((part) => part.staple);
  const newBody: NewPart[] = [];
  const newSeasonings: NewPart[] = [];
  const named = new Set<EntryPart>();
  for (const listedContent of contents) {
    const content = rawFishReading(dish.entry, listedContent);
    if (keepOwnFilling(dish, content) || replaceFilling(dish, content)) {
      dish.quantities.push(...dishAmountsOn(dish.entry, content));
      continue;
    }
    // A second food of the same kind (焼肉 カルビ、ハラミ: both beef) joins the first, it does not take its place.
    const secondCut = secondCutOf(dish.entry, content);
    const renamed = secondCut ? undefined : nameDishPart(dish, content);
    if (renamed) {
      named.add(renamed);
      continue;
    }
    const entry = secondCut ?? content.entry;
    const part = entry.parts[0];
    if (entry.parts.length !== 1 || !part) continue;
    const written = content.quantities.length > 0 ? gramsOfUse(entry, content) : undefined;
    (isCondimentFood(part) ? newSeasonings : newBody).push({ part, written });
  }
  const parts = dish.entry.parts;
  const body = parts.filter(isBody);
  let result = parts;
  let sharedGrams = false;
  // Only amounts of the recipe's own foods (エッグベネディクト（卵2個）, 冷しゃぶサラダ（豚ロース100g）) size those
  // parts, as 卵2個のカルボナーラ does: the rest of the recipe stays.
  // So does one meat named alone (カレー（チキン）, 生姜焼き（鶏肉）, しゃぶしゃぶ（牛）): it says which meat the dish
  // has, in the place of the recipe's, and the dish's vegetables stay; as does the dish's one fish named alone (poke
  // bowl (tuna), ポキ（サーモン）: the kind of poke, its avocado and onion kept).
  const onlyFish = (part: EntryPart): boolean => part.kind === 'fish' && parts.filter((other) => other.kind === 'fish').length === 1;
  const meatOnly = contents.length === 1 && named.size === 1 && [...named].every((part) => part.kind === 'meat' || onlyFish(part));
  const amountsOnly = !wholeBody && newBody.length === 0 && (meatOnly || contents.every((content) => content.quantities.length > 0));
  // A list of fillings only (味噌汁（豆腐・わかめ）) replaces the recipe's fillings and keeps its other foods (the
  // ねぎ), as 味噌汁（大根・油揚げ） does; naming another of its foods names the whole body (味噌汁（わかめ・ねぎ）: no 豆腐).
  const isListed = (part: EntryPart): boolean => named.has(part) || part.namedFilling !== undefined;
  const namesFillings = body.some((part) => part.fillingGrams !== undefined && isListed(part));
  const namesBody = !amountsOnly && (newBody.length > 0 || body.some((part) => part.fillingGrams === undefined && named.has(part)));
  const fillings = parts.filter((part) => part.fillingGrams !== undefined);
  if (newBody.length > 0 && body.length === 0 && fillings.length > 0) {
    // パスタ（鮭・きのこ）, 鮭ときのこのパスタ: foods in a dish of a staple and its sauce take the sauce's place,
    // sharing the grams it gives its contents (PORTIONS.md's 150 g of a pasta's sauce).
    const fillingGrams = fillings.reduce((sum, part) => sum + part.fillingGrams!, 0);
    const unweighed = newBody.filter(({ written }) => written === undefined).length;
    sharedGrams = unweighed > 0;
    result = [
      ...parts.filter((part) => !fillings.includes(part)),
      ...newBody.map(({ part, written }) => asContent(part, written ?? fillingGrams / Math.max(1, unweighed))),
    ];
  } else if ((namesBody || (!amountsOnly && namesFillings)) && !holdsNamedFoods(dish.entry)) {
    // A list of only the recipe's own foods after a dish of a main and its sides, without a staple
    // (鮭のホイル焼き しめじと玉ねぎ), names what goes with the main: the main, the heaviest part, stays. A dish
    // of replaceable contents has no main: the list is all of them (味噌汁（わかめ・ねぎ）: no 豆腐).
    const main =
      !wholeBody && newBody.length === 0 && !parts.some((part) => part.staple || part.fillingGrams !== undefined)
        ? body.reduce<EntryPart | undefined>((a, b) => (!a || b.grams > a.grams ? b : a), undefined)
        : undefined;
    // A filling the list named is listed too, kept as the dish's own or put in its place (味噌汁（豆腐・わかめ）: the わかめ).
    const dropped = body.filter((part) => !isListed(part) && part !== main && (namesBody || part.fillingGrams !== undefined));
    const droppedGrams = dropped.reduce((sum, part) => sum + part.grams, 0);
    const shareGrams = droppedGrams > 0 ? droppedGrams / newBody.filter(({ written }) => written === undefined).length : averageGrams(body);
    sharedGrams = newBody.some(({ written }) => written === undefined);
    result = [
      ...result.filter((part) => !dropped.includes(part)),
      ...newBody.map(({ part, written }) => asContent(part, written ?? shareGrams)),
    ];
  }
  if (newSeasonings.length > 0) {
    // A named seasoning in place of the recipe's, at no more than the recipe used (焼き鳥 塩: salt, not 5 g of it).
    const seasonings = result.filter((part) => isSeasoning(part) && !named.has(part));
    const replacedGrams = Math.max(0, ...seasonings.map((part) => part.grams));
    result = [
      ...result.filter((part) => !seasonings.includes(part)),
      ...newSeasonings.map(({ part, written }) => asContent(part, written ?? Math.min(part.grams, replacedGrams || part.grams))),
    ];
  }
  // Grams shared out among foods the recipe did not have make the recipe this engine's, not PORTIONS.md's.
  dish.entry = { ...dish.entry, parts: result, conventionRecipe: dish.entry.conventionRecipe || sharedGrams };
  shareFillingsAmongPieces(dish);
}

// A food's own piece heavier than this many times the recipe's grams of it is not how the dish has it (大根 1本).
const DISH_PIECE_MAX_SHARE = 3;

/**
 * A food counted in the pieces its dish has it in: its own piece (卵 50 g, ちくわ 1本 30 g, じゃがいも 1個
 * 135 g), or, where that is far more than the recipe puts in (大根 1本 1 kg, にんじん 1本), the recipe's
 * grams of it (おでんの大根 100 g). A food the dish does not have keeps its count.
 */
function inDishPieces(dish: Entry, content: EntryUse): EntryUse {
  const part = readingsOf(content)
    .map((entry) => partNamed(dish, entry))
    .find((found) => found !== undefined);
  if (!part) return content;
  const quantities = content.quantities.map((quantity) => {
    // A group's share of the pieces (3人で おでん 大根3) is a share of them, no piece of its own.
    if (quantity.unit === 'share') return quantity;
    const own = unitWeight(content.entry, quantity.unit);
    const piece = own?.basis === 'exact' && own.grams <= DISH_PIECE_MAX_SHARE * part.grams ? own.grams : part.grams;
    return { ...quantity, value: quantity.value * piece, unit: 'g', isRange: false };
  });
  return { ...content, quantities };
}

/**
 * The dish's own filling listed with others (おにぎり（鮭・昆布）: the 鮭) stays, as the first of the named
 * fillings, so the next ones join it instead of taking its place. True when the content was that filling.
 */
export function keepOwnFilling(dish: EntryUse, content: EntryUse): boolean {
  if (content.entry.parts.length !== 1 || content.entry.isDish) return false;
  const food = content.entry.parts[0]!.food.foodNumber;
  const own = dish.entry.parts.find((part) => part.fillingGrams !== undefined && part.food.foodNumber === food);
  if (!own || own.namedFilling !== undefined) return false;
  const kept: EntryPart = { ...own, namedFilling: content.entry.key };
  dish.entry = { ...dish.entry, parts: dish.entry.parts.map((part) => (part === own ? kept : part)) };
  return true;
}

/**
 * Fillings listed for a dish counted in pieces are one per piece, not all in each (おにぎり3個（鮭・昆布・
 * 明太子）: three おにぎり, one filling each, at PORTIONS.md's grams of each; ツナマヨ's tuna and mayonnaise
 * in one piece): the pieces of a serving share them out, and with no count written the dish is as many
 * pieces as fillings (おにぎり（鮭・梅）: two). A dish served by the bowl has them all in one (味噌汁（なめこ・豆腐）).
 */
function shareFillingsAmongPieces(dish: EntryUse): void {
  const named = new Set(
    dish.entry.parts.flatMap((part) => (part.fillingGrams !== undefined && part.namedFilling ? [part.namedFilling] : [])),
  );
  if (named.size < 2 || !servedInPieces(dish.entry)) return;
  const share = 1 / named.size;
  const pieces = dish.quantities.length === 0 ? Math.max(1, named.size / servingPieces(dish.entry)) : 1;
  const isNamedFilling = (part: EntryPart): boolean => part.fillingGrams !== undefined && part.namedFilling !== undefined;
  const parts = dish.entry.parts.map((part) => ({ ...part, grams: part.grams * pieces * (isNamedFilling(part) ? share : 1) }));
  dish.entry = { ...dish.entry, parts };
}

interface NewPart {
  part: EntryPart;
  written: number | undefined;
}
const asContent = (part: EntryPart, grams: number): EntryPart => ({ ...part, staple: false, fillingGrams: undefined, grams });
const averageGrams = (parts: EntryPart[]): number => parts.reduce((sum, part) => sum + part.grams, 0) / Math.max(1, parts.length);

/** The word after a food that puts it on a dish (ツナのせ, バナナとグラノーラのせ): it ends a list of toppings. */
export const TOPPING_WORDS = /^\s*(?:のせ|乗せ|載せ|トッピング)/u;

// A sweet dish's toppings (an acai bowl's granola, a sundae's chocolate sauce) are of these kinds, on a dish whose heaviest
// part is of the sweet kinds.
const TOPPING_KINDS = new Set(['sweet', 'cereal']);
const SWEET_DISH_KINDS = new Set(['fruit', 'dairy', 'sweet']);
const sweetClassOf = (part: EntryPart): string | undefined => /^＜([^＞]+類)＞/u.exec(part.food.nameJa)?.[1];

/** A dish of several parts whose heaviest is a fruit, a dairy food or a sweet (acai bowl, sundae, parfait). */
export function isSweetDish(dish: Entry): boolean {
  if (!dish.isDish || dish.parts.length < 2) return false;
  const heaviest = dish.parts.reduce((most, part) => (part.grams > most.grams ? part : most), dish.parts[0]!);
  return SWEET_DISH_KINDS.has(heaviest.kind);
}

/**
 * Whether a sweet dish holds a topping named with it already (acai bowl with granola, sundae w/ chocolate sauce): a part of
 * the topping's recipe is the dish's own sweet or cereal topping, the same MEXT food or MEXT's same class of sweets
 * (スイートチョコレート for the sauce, ミルクチョコレート the sundae's). Such a topping is the dish's, not a second serving.
 */
export function holdsTopping(dish: Entry, topping: Entry): boolean {
  if (!isSweetDish(dish)) return false;
  return topping.parts.some(
    (part) =>
      TOPPING_KINDS.has(part.kind) &&
      dish.parts.some(
        (own) =>
          own.kind === part.kind &&
          (own.food.foodNumber === part.food.foodNumber || (sweetClassOf(own) !== undefined && sweetClassOf(own) === sweetClassOf(part))),
      ),
  );
}
