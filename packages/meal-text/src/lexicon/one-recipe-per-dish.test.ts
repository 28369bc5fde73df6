import { foodRecipes, loadDishRecipes } from '@shokuji/food-data';
import { MextTable } from '../mext/mext-table';
import { loadLexicon } from './lexicon.load';
import { termKey } from './term-key';

// One recipe per dish: where the catalog's generic dish and the estimator's lexicon dish share a name,
// a prepared dish MEXT lists (food group 18, its portion fixed by PORTIONS.md: 親子丼の具 230 g, とんかつ
// 100 g…) weighs the same in both, so a logged catalog dish and the same words analysed agree.
const PREPARED_DISHES = '18';

describe('catalog recipes and lexicon dishes', () => {
  it('weigh the MEXT-listed dish they share the same', () => {
    const table = MextTable.load();
    const { entries, terms } = loadLexicon(table);
    const byTerm = new Map(terms.flatMap((term) => ('entry' in term.target ? [[termKey(term.text), term.target.entry] as const] : [])));
    const disagreements: string[] = [];
    for (const recipe of foodRecipes(loadDishRecipes())) {
      const dish = byTerm.get(termKey(recipe.name));
      if (!dish?.isDish || dish.source !== 'lexicon' || !entries.has(dish.key)) continue;
      for (const [foodNumber, label, grams] of recipe.parts) {
        if (table.get(foodNumber).group !== PREPARED_DISHES) continue;
        const lexiconGrams = dish.parts.filter((part) => part.food.foodNumber === foodNumber).reduce((sum, part) => sum + part.grams, 0);
        if (lexiconGrams > 0 && lexiconGrams !== grams)
          disagreements.push(`${recipe.name}: ${label} ${grams} g in the catalog, ${lexiconGrams} g in the lexicon`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
