/**
 * English names that the subdivision data (subdivisions.ts, from iso3166-2-db) lacks: where it
 * gives the native name as the English one ("Kärnten" for Carinthia). Hand-written because no
 * installed package has them; keys are ISO 3166-2 codes as country-region-data writes them.
 */
export const REGION_EXTRAS: Readonly<Record<string, { english: string }>> = {
  'DE-MV': { english: 'Mecklenburg-Western Pomerania' },
  'AT-2': { english: 'Carinthia' },
  'IT-32': { english: 'Trentino-South Tyrol' },
  'FR-NOR': { english: 'Normandy' },
  'FR-OCC': { english: 'Occitania' },
};
