import type { CookingMethod, Entry, PortionWord, SetWord } from '../lexicon/lexicon.types';
import type { Segment } from '../match/meal-text.segment';
import type { MatchKind } from '../match/term-index';
import type { Quantity } from '../text/quantity.extract';

// What the item builder reads a description into, shared by the builder, the dish-content rules, the
// estimate and the confidence: types only, so none of them imports another for its shapes.

/** An entry named in an item, with the amounts and words that attach to it. */
export interface EntryUse {
  entry: Entry;
  /** Other entries the same word names (もも: 桃, 鶏もも), for a dish that tells which one is meant. */
  alternatives: Entry[];
  match: MatchKind;
  position: number;
  end: number;
  /** The words that named the entry, folded ("ぱん", "toast"). */
  term: string;
  quantities: Quantity[];
  portions: PortionWord[];
  cooking: CookingMethod[];
  /** なし, 抜き, no, without: named as not eaten (a part of a dish or set left out). */
  negated?: boolean;
  /** The word that said so, folded (なし, 残した, no). */
  negatedBy?: string;
  /** MEXT variant words the text states for it (皮なし, つぶしあん入り, 高糖度). */
  variants?: string[];
  /** The size class said of a food graded by the piece (卵 L: 1.1 of an M egg), carried to the dish its pieces fold into. */
  pieceFactor?: number;
  /** おかわり, 追加, seconds: a serving of its own, not the part of a dish or set named before. */
  additional?: boolean;
  /** "extra" was written before it (extra patty): one more of it where it stays a food of its own after a dish. */
  extraBefore?: boolean;
  /** おかわり, seconds (not 追加 or トッピング): a first serving of the food came before it. */
  refill?: boolean;
  /**
   * 鶏もものねぎ塩焼き 250g: the main food of a dish's name took the weight written after the name (dish-name-main.ts),
   * which could be the whole dish's as well (meal-confidence.ts).
   */
  weighsDishName?: boolean;
  /** One kind of a dish's pieces counted after the dish's word (餃子 焼き6, 寿司 まぐろ2貫): a serving of its own. */
  countedKind?: boolean;
  /**
   * The chain's kind of item standing in for its product (a set's main its words do not name; the
   * burger of モスバーガー): as unsure as a chain item (meal-confidence.ts).
   */
  standIn?: boolean;
}

/** One item of the meal as the text lists it ("ご飯大盛り", "two slices of toast"). */
export interface ItemPlan {
  start: number;
  end: number;
  uses: EntryUse[];
  sets: SetWord[];
  unknownWords: string[];
  /** Amounts or modifiers with no entry to attach to (kept for the confidence). */
  strayWords: number;
  /** Words naming a dish's noodles (麺, noodles): the item's size words are those noodles'. */
  noodleWords: string[];
  /** The separator before the item (、 と with…), empty for the first. */
  joinedBy: string;
  /**
   * A main its words do not name, estimated as the kind of item it must be: a fast-food set's, the chain's kind
   * (fast-food-set.ts); a bento's, the bento of no kind (item-plan.assemble.ts). A chain's product for its words takes its place.
   */
  guessedMain?: boolean;
  /** An item a fast-food set was read into (its main, fries and drink): at a chain, the chain's products by any name. */
  inFastFoodSet?: boolean;
  /** A food a fast-food set adds that the text did not name (its fries M and drink): the chain's own where it sells one. */
  addedToSet?: boolean;
  /** The size word written after the set's word (セット L), said of the fries and drink a set adds: the chain's in that size. */
  setSize?: Segment;
}

/**
 * The entry two words of an item name together, written apart (焼き鳥5本 塩: 焼き鳥塩; 焼き鳥 ねぎま3本:
 * 焼き鳥ねぎま), or with the second word first (`secondFirst`: 餃子 焼き6: 焼き餃子); undefined when they name none.
 */
export type NamedTogether = (first: EntryUse, second: { term: string }, secondFirst?: boolean) => Entry | undefined;
