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
      names: [shop.name, shop.nameEn, shop.romaji, ...shop.aliases].filter((name) => name && name.length >= 2),
    }));
}
