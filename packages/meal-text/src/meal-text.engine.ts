import { createJaText, type JaText } from '@shokuji/ja-text';
import { buildEstimate, type SetEntries } from './estimate/meal-estimate.build';
import { buildItems, type ItemPlan } from './estimate/meal-items.build';
import { loadLexicon, type Lexicon } from './lexicon/lexicon.load';
import { foldText, isLatin, nfkcText, termKey } from './lexicon/term-key';
import { segmentText } from './match/meal-text.segment';
import { TermIndex } from './match/term-index';
import { MextTable } from './mext/mext-table';
import { type ChainLookup, MEAL_TEXT_MAX_LENGTH, type MealTextEngine, type MealTextInput, type MealTextResult } from './meal-text.types';
import { extractHints } from './text/hints.extract';
import { kanjiNumeralsToDigits } from './text/numbers';
import { extractQuantities } from './text/quantity.extract';

interface ChainName {
  key: string;
  id: string;
  name: string;
}

interface ChainMention {
  start: number;
  end: number;
  chain: ChainName;
}

const scriptOf = (ch: string | undefined): string => {
  if (ch === undefined) return 'none';
  if (isLatin(ch.toLowerCase())) return 'latin';
  if (/\p{Script=Katakana}|ー/u.test(ch)) return 'katakana';
  return 'other';
};
const sameScript = (a: string | undefined, b: string | undefined): boolean => scriptOf(a) !== 'other' && scriptOf(a) !== 'none' && scriptOf(a) === scriptOf(b);

const NOTHING_EDIBLE_MESSAGE = 'The description names nothing edible the estimator knows; describe the foods (for example "ご飯 150g と味噌汁").';
const NOTHING_EDIBLE_USER_MESSAGE = '食べたものが読み取れませんでした。料理名や食品名を入れてください（例：「ご飯150gと味噌汁」）。';

class MealTextEstimator implements MealTextEngine {
  private readonly chainNames: ChainName[];

  constructor(
    private readonly table: MextTable,
    private readonly lexicon: Lexicon,
    private readonly index: TermIndex,
    private readonly jaText: JaText,
    private readonly sets: SetEntries,
  ) {
    // Longest names first, so セブンイレブン wins over セブン.
    this.chainNames = lexicon.chains
      .flatMap((chain) => chain.names.map((name) => ({ key: termKey(name), id: chain.id, name: chain.name })))
      .filter((chain) => chain.key.length >= 2)
      .sort((a, b) => b.key.length - a.key.length);
  }

  estimate(input: MealTextInput): MealTextResult {
    const base = nfkcText(kanjiNumeralsToDigits(input.text.normalize('NFKC').slice(0, MEAL_TEXT_MAX_LENGTH)));
    const { hints, rest } = extractHints(foldText(base));
    const { masked: withoutChains, mentions } = this.findChains(rest, base);
    const { quantities, masked } = extractQuantities(withoutChains);
    const segments = segmentText(masked, this.index, this.jaText);
    const plans = buildItems(segments, quantities, masked.length);
    const chainLookups = this.chainLookups(plans, mentions, input, base, masked);
    const unestimated = new Set(chainLookups.filter((lookup) => lookup.unestimated).map((lookup) => lookup.itemIndex));
    const readable = plans.map((plan, index) => (unestimated.has(index) ? { ...plan, unknownWords: [] } : plan));
    const edible = readable.some((plan) => plan.uses.some((use) => use.entry.kind !== 'water'));
    if (!edible && chainLookups.length === 0) {
      return {
        kind: 'nothing_edible',
        message: NOTHING_EDIBLE_MESSAGE,
        userMessage: NOTHING_EDIBLE_USER_MESSAGE,
        unknownWords: plans.flatMap((plan) => plan.unknownWords),
      };
    }
    return buildEstimate(readable, { table: this.table, entries: this.lexicon.entries, sets: this.sets, locale: input.locale ?? 'ja', text: base, hints, chainLookups });
  }

  /** Chain names and aliases in the text (マック, 吉野家, Starbucks), blanked out so they are not read as food. */
  private findChains(folded: string, base: string): { masked: string; mentions: ChainMention[] } {
    const mentions: ChainMention[] = [];
    let masked = folded;
    for (const chain of this.chainNames) {
      for (let at = masked.indexOf(chain.key); at >= 0; at = masked.indexOf(chain.key, at + 1)) {
        const end = at + chain.key.length;
        // A name inside a longer word of the same script is not the chain (マック in ビッグマック).
        if (sameScript(base[at - 1], base[at]) || sameScript(base[end - 1], base[end])) continue;
        mentions.push({ start: at, end, chain });
        masked = masked.slice(0, at) + ' '.repeat(chain.key.length) + masked.slice(end);
      }
    }
    return { masked, mentions: mentions.sort((a, b) => a.start - b.start) };
  }

  /**
   * A chain named in the text applies to its item and the ones after it; shopId or a chain in
   * storeName applies to every item. Each such item becomes a catalog lookup of its product words.
   */
  private chainLookups(plans: ItemPlan[], mentions: ChainMention[], input: MealTextInput, base: string, masked: string): ChainLookup[] {
    const context = this.contextChain(input);
    const lookups: ChainLookup[] = [];
    plans.forEach((plan, itemIndex) => {
      const mention = [...mentions].reverse().find((candidate) => candidate.start < plan.end);
      const chain = mention ? { id: mention.chain.id, name: mention.chain.name } : context;
      if (!chain) return;
      // The item's own words: chain names and quantities are already blanks in `masked`.
      const term = [...masked.slice(plan.start, plan.end)]
        .map((ch, i) => (ch === ' ' ? ' ' : base[plan.start + i]))
        .join('')
        .replace(/^[\sのでにて]+|[\sのでにて]+$/gu, '')
        .replace(/\s+/gu, ' ');
      if (!term) return;
      const unestimated = !plan.uses.some((use) => use.entry.kind !== 'water');
      lookups.push({ shopId: chain.id, shopName: chain.name, term, itemIndex, unestimated });
    });
    return lookups;
  }

  private contextChain(input: MealTextInput): { id: string; name: string } | undefined {
    if (input.shopId) {
      const chain = this.lexicon.chains.find((candidate) => candidate.id === input.shopId);
      return { id: input.shopId, name: chain?.name ?? input.shopId };
    }
    if (!input.storeName) return undefined;
    const storeName = nfkcText(input.storeName);
    const { mentions } = this.findChains(foldText(storeName), storeName);
    return mentions[0] ? { id: mentions[0].chain.id, name: mentions[0].chain.name } : undefined;
  }
}

/**
 * Builds the estimator: reads the MEXT table, the lexicon, the catalog recipes and the chain list
 * from files shipped in the repo and loads kuromoji's dictionary (through @shokuji/ja-text) once.
 * `estimate` then does no I/O.
 */
export async function createMealTextEngine(): Promise<MealTextEngine> {
  const jaText = await createJaText();
  const table = MextTable.load();
  const lexicon = loadLexicon(table);
  const index = new TermIndex(lexicon, table, jaText);
  const entry = (key: string) => {
    const found = lexicon.entries.get(key);
    if (!found) throw new Error(`lexicon entry ${key} is missing`);
    return found;
  };
  return new MealTextEstimator(table, lexicon, index, jaText, { rice: entry('rice'), misoSoup: entry('misoshiru'), cabbage: entry('cabbage') });
}
