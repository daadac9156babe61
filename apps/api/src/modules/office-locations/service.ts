import type { TLanguage } from '@portal/contracts/common/languages';
import type { TOfficeLocation } from '@portal/contracts/products/product-schemas';
import type { TDatabase } from '../../plugins/db/database.ts';
import { findOfficeLocations } from './repository.ts';

/** The virtual-office addresses a customer chooses from in the office wizard. */
export async function listOfficeLocations(db: TDatabase, language: TLanguage): Promise<TOfficeLocation[]> {
  return findOfficeLocations(db, language);
}
