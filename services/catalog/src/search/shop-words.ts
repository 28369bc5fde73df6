/** The tokens of the shop fields: the chain itself (#id) and a kind of shop (kind:convenience). */

/** The shop field token that stands for the chain itself. */
export const chainToken = (shopId: string) => `#${shopId}`;

/**
 * A shopKind token: one category (kind:convenience), or the categories one word names together
 * (kind:burger+fried_chicken, ファストフード's), which every row of either carries besides its own.
 */
export const shopKindToken = (categories: readonly string[]) => `kind:${categories.join('+')}`;
