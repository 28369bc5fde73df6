import type { DetailedNutrientKey } from '@shokuji/contracts';
import type { Macros } from '@shokuji/nutrition';
import type { MealTextShop } from './lexicon/lexicon-chains';
import type { TextHint } from './text/hints.extract';

export type { Macros, MealTextShop, TextHint };

/** What the engine is asked: one meal description (API-SPEC → POST /analyze-text). */
export interface MealTextInput {
  /** Up to 300 characters; Japanese, English or mixed, full- or half-width. */
  text: string;
  /** `en` names the meal and components in English; their Japanese names stay in `nameJa`. */
  locale?: 'ja' | 'en';
  /** A chain id (GET /shops) the meal came from: every item also becomes a catalog lookup there. */
  shopId?: string;
  /** A store name as the client knows it ("吉野家 新宿店"); a chain named in it counts like shopId. */
  storeName?: string;
}

export type DetailedNutrition = Partial<Record<DetailedNutrientKey, number>>;

/** One food of the estimate, at the amount eaten (API-SPEC → Meal component, plus provenance). */
export interface EstimatedComponent extends Macros {
  /** Name with the amount, in the requested locale ("ご飯 250g" / "rice 250g"). */
  name: string;
  nameJa: string;
  nameEn: string;
  /** MEXT 食品番号 the values come from. */
  foodNumber: string;
  grams: number;
  /** Detailed nutrients of this component; a key MEXT does not measure for the food is absent. */
  detailedNutrition: DetailedNutrition;
  /** Index into `items` of the item it belongs to. */
  itemIndex: number;
}

/**
 * How an item's words were recognised: a lexicon term, its kana reading, its romaji, ja-text's English
 * glossary, a catalog recipe, a word of a MEXT name; not at all; or left to the catalog as a chain product.
 */
export type ItemMatch = 'exact' | 'reading' | 'romaji' | 'glossary' | 'typo' | 'catalog' | 'table' | 'unknown' | 'chain';

/** Where an item's amount came from. */
export type ItemAmount = 'written' | 'standard' | 'guessed';

export interface EstimatedItem {
  /** The words of the description this item was read from. */
  text: string;
  name: string;
  nameJa: string;
  nameEn: string;
  match: ItemMatch;
  amount: ItemAmount;
  /** 0-1: how sure the engine is of this item's numbers. */
  confidence: number;
  /** The words of this item that named nothing the engine knows (the meal's unknownWords, item by item). */
  unknownWords: string[];
}

/**
 * A chain product the text names, for the caller to resolve through the catalog (catalogMatches). A
 * product whose name is the item's words supplies the item's values (docs/analyze-text.md → Chain products).
 */
export interface ChainLookup {
  /** The chain named (or nicknamed: ファミチキ is FamilyMart's); null: no chain named, any chain's product whose name is the words. */
  shopId: string | null;
  shopName: string | null;
  /** The product words, without the chain name, quantities or particles; a chain's nickname as the catalog names it (ファミチキ → 骨なしチキン). */
  term: string;
  /** The item in `items`; after a set's expansion, `itemIndexes` are all the items it was read into. */
  itemIndex: number;
  itemIndexes: number[];
  /** Servings eaten: the pieces, packs or servings written for the item (2ピース, 2個, x2; 1 when none is) × the share written (半分 0.5). */
  count: number;
  /**
   * The share written of all the item's words (半分 0.5, 3人で分けた a third; 1 when none is): `count` without the pieces or
   * packs counted, which a count written after the words counts of the last product they name.
   */
  eaten: number;
  /** True when the engine could not estimate the item itself: only the catalog can give its numbers. */
  unestimated: boolean;
  /**
   * For an item of a fast-food set at a chain: the Japanese names the lexicon gives the one food it is read as (フライドポテト,
   * ポテトフライ, ポテト), tried in turn where `term` names no product (マック ナゲットセット: the chain's チキンナゲット). The
   * set's fries and drink, which no word names, are looked up by these alone (the chain's ポテト M and コーラ M; the
   * thirty-sixth round).
   */
  names?: string[];
}

/**
 * What a meal's confidence is made of, kept with the estimate: a caller that fills an item the engine
 * left to the catalog with the product its words name weighs that item in (mealConfidenceOf in estimate/meal-confidence.ts).
 */
export interface ConfidenceBasis {
  /** Per item, in order: its confidence and energy; null for an item the engine could not read (or left to the catalog). */
  items: Array<{ confidence: number; kcal: number } | null>;
  /** Per item, in order: the words of it that named nothing (counted only in an item that named a food). */
  unknownWords: string[][];
  /** Amounts and words that went to no food. */
  strayWords: number;
  /** The kcal figure the text gave, if any. */
  calHint?: number;
}

export interface MealEstimate extends Macros {
  kind: 'estimate';
  /** Display name of the meal, in the requested locale. */
  mealName: string;
  mealNameJa: string;
  mealNameEn: string;
  /** The macros are the sums of the components' (rounded) values. */
  components: EstimatedComponent[];
  items: EstimatedItem[];
  /** Sum over components of every key MEXT measures for all their foods; never sugar or transFat. */
  detailedNutrition: DetailedNutrition;
  /** 0-1; lower when words matched vaguely, amounts were guessed, items were unknown or the hints disagree. */
  confidence: number;
  /** What `confidence` is made of, for a caller that fills an unread item with a product (mealConfidenceOf). */
  confidenceBasis: ConfidenceBasis;
  chainLookups: ChainLookup[];
  /** Numbers written in the text; used only to check the estimate (and the confidence). */
  hints: TextHint[];
  /** Words that named nothing the engine knows. */
  unknownWords: string[];
}

/** The description names nothing edible: the caller answers 400 and takes no credit. */
export interface NothingEdible {
  kind: 'nothing_edible';
  /** English, for logs. */
  message: string;
  /** Japanese, for the user. */
  userMessage: string;
  unknownWords: string[];
  /**
   * Words no table reads, to look up in every chain (ポンデリング1個): the caller may find the chain
   * whose product they name and estimate again with that chain (empty when the text has none).
   */
  chainLookups: ChainLookup[];
}

export type MealTextResult = MealEstimate | NothingEdible;

export interface MealTextEngine {
  /** Pure and synchronous: no I/O, no clock; the same input gives the same result. */
  estimate(input: MealTextInput): MealTextResult;
  /**
   * The same engine (its tables shared, nothing reloaded) reading chain names from `shops`, the
   * running catalog's: a chain an operator's catalog adds is a chain here too. Each shop is checked
   * by MealTextShopSchema; a bad one throws.
   */
  withShops(shops: readonly MealTextShop[]): MealTextEngine;
}

export const MEAL_TEXT_MAX_LENGTH = 300;
