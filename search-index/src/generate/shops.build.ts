import { readFileSync } from 'node:fs';
import { ShopRowSchema, type ShopRow } from '../catalog-row.schema';
import { CHAINS_FILE } from '@shokuji/ja-text';

interface ChainSource {
  id: string;
  name: string;
  nameEn: string;
  reading: string;
  romaji: string;
  type: ShopRow['type'];
  category: string;
  websiteUrl: string;
  aliases: string[];
  parentCompany?: string | null;
}

/** The 95 chains of chains_jp.json in Shop resource shape, plus reading/romaji for search. */
export function buildShops(chainsFile: string = CHAINS_FILE): ShopRow[] {
  const chains = JSON.parse(readFileSync(chainsFile, 'utf8')) as ChainSource[];
  return chains.map((chain) =>
    ShopRowSchema.parse({
      id: chain.id,
      name: chain.name,
      nameEn: chain.nameEn,
      reading: chain.reading,
      romaji: chain.romaji,
      type: chain.type,
      category: chain.category,
      // NewDays has no verified site; null rather than a guessed URL.
      websiteUrl: chain.websiteUrl === '' ? null : chain.websiteUrl,
      aliases: chain.aliases,
      parentCompany: chain.parentCompany ?? null,
    }),
  );
}
