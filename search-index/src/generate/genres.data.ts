import { CATALOG_GENRES, type CatalogGenreId } from '@shokuji/contracts';
import type { Genre } from '../catalog-row.schema';

// The genre ids are part of the API contract; the generator writes this list to data/genres.json.
export const GENRES = CATALOG_GENRES satisfies readonly Genre[];

export type GenreId = CatalogGenreId;
