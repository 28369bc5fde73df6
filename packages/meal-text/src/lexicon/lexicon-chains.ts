import { hiraganaToRomaji, katakanaToHiragana } from '@shokuji/ja-text';
import { z } from 'zod';

/** What the engine reads of a catalog shop (API-SPEC → Shop) to find the chain in a description. */
export const MealTextShopSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  nameEn: z.string(),
  romaji: z.string(),
  aliases: z.array(z.string()),
  /** The catalog's kind of shop (burger, gyudon…): a セット at a burger chain is no 定食. */
  category: z.string().optional(),
});
export type MealTextShop = z.input<typeof MealTextShopSchema>;

/** A chain as the engine matches it: its id, display name and every name it may be written by. */
export interface LexiconChain {
  id: string;
  name: string;
  names: string[];
  category?: string;
}

/** The chains of the running catalog's shops, each shop checked first (names of one character would match inside words). */
export function chainsOf(shops: readonly MealTextShop[]): LexiconChain[] {
  return z
    .array(MealTextShopSchema)
    .parse(shops)
    .map((shop) => ({
      id: shop.id,
      name: shop.name,
      category: shop.category,
      names: withSpacedCapitals(
        withRomajiOfKana([shop.name, shop.nameEn, shop.romaji, ...shop.aliases].filter((name) => name && name.length >= 2)),
      ),
    }));
}

const KANA_NAME = /^[\u3041-\u3096\u30a1-\u30fa\u30fcー]+$/u;

/**
 * A chain's short name in kana is typed in romaji too (マック makku, スタバ sutaba, ミスド misudo, よしぎゅう yoshigyuu and
 * yoshigyu): each kana name adds its Hepburn spelling and that spelling with its long vowels written short. A romaji of
 * fewer than four letters would be read inside too many words, and is left out.
 */
function withRomajiOfKana(names: string[]): string[] {
  const romaji = names
    .filter((name) => KANA_NAME.test(name))
    .flatMap((name) => {
      const hepburn = hiraganaToRomaji(katakanaToHiragana(name)).replace(/[-ー]/gu, '');
      return [hepburn, hepburn.replace(/ou/g, 'o').replace(/([aiueo])\1+/g, '$1')];
    })
    .filter((name) => /^[a-z]{4,}$/u.test(name));
  return [...new Set([...names, ...romaji])];
}

/**
 * A latin name written with a capital inside it is typed with a space there too (CoCoICHI: coco ichi; FamilyMart: family
 * mart; DomDom: dom dom): each such capital after a small letter adds the name spaced there, both sides two letters or more.
 */
function withSpacedCapitals(names: string[]): string[] {
  const spaced = names.flatMap((name) =>
    [...name.matchAll(/(?<=[a-z])(?=[A-Z])/gu)]
      .map((match) => match.index)
      .filter((at) => /[A-Za-z]{2}$/u.test(name.slice(0, at)) && /^[A-Za-z]{2}/u.test(name.slice(at)))
      .map((at) => `${name.slice(0, at)} ${name.slice(at)}`),
  );
  return [...new Set([...names, ...spaced])];
}
