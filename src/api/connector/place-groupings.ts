/**
 * Places a question names that no reference names (docs/api.md, Connector tools): groupings of
 * countries and of regions, metropolitan areas, the southern hemisphere. Written by hand.
 */

/**
 * Groupings of countries a question names as a place ("Latin America", "the Middle East",
 * "Scandinavia"), as ISO codes. Written here by hand: the reference countries give each its
 * continent and no sub-region, and a grouping crosses continents (Latin America holds North
 * America's Mexico) or is a part of one. Codes the reference lacks are left out when read.
 */
export const COUNTRY_GROUPINGS: readonly { name: string; also?: readonly string[]; codes: string; said?: string }[] = [
  // The reference lists Hong Kong apart and Macao within China (its events say "Macau, China"): a
  // question of China means both regions, as trackers write "Hong Kong, China"; "mainland China" not.
  { name: 'China', also: ['PRC'], codes: 'CN HK', said: 'China with Hong Kong, which the data lists apart' },
  { name: 'mainland China', also: ['Chinese mainland'], codes: 'CN' },
  {
    name: 'Latin America',
    also: ['Latin American'],
    codes: 'MX GT BZ SV HN NI CR PA CU DO HT PR AR BO BR CL CO EC GY PY PE SR UY VE',
  },
  { name: 'Central America', also: ['Central American'], codes: 'BZ CR SV GT HN NI PA' },
  { name: 'Caribbean', codes: 'AG BS BB CU DM DO GD HT JM KN LC VC TT PR' },
  { name: 'Middle East', also: ['Middle Eastern'], codes: 'BH CY EG IR IQ IL JO KW LB OM PS QA SA SY TR AE YE' },
  { name: 'the Gulf', codes: 'BH KW OM QA SA AE' },
  {
    name: 'Southeast Asia',
    also: [
      'South East Asia',
      'South-East Asia',
      'South-Eastern Asia',
      'Southeast Asian',
      'South East Asian',
      'South-East Asian',
    ],
    codes: 'BN KH ID LA MY MM PH SG TH TL VN',
  },
  { name: 'East Asia', also: ['East Asian', 'Eastern Asia'], codes: 'CN HK JP KR MN TW' },
  { name: 'South Asia', also: ['South Asian', 'Southern Asia'], codes: 'AF BD BT IN MV NP PK LK' },
  { name: 'Central Asia', also: ['Central Asian'], codes: 'KZ KG TJ TM UZ' },
  // East, South-East and South Asia with Oceania, as the phrase is most often meant (no body draws it).
  {
    name: 'Asia-Pacific',
    also: ['Asia Pacific', 'APAC', 'Asia-Pacific region', 'Asia Pacific region'],
    codes: `CN HK MO JP KR MN TW BN KH ID LA MY MM PH SG TH TL VN BD BT IN MV NP PK LK AU NZ FJ PG SB VU NC PF
      WS TO KI NR TV FM MH PW`,
  },
  { name: 'North Africa', also: ['North African', 'Northern Africa'], codes: 'DZ EG LY MA SD TN' },
  // Africa but North Africa, as the UN's M49 draws Sub-Saharan Africa, and two of its parts.
  {
    name: 'Sub-Saharan Africa',
    also: ['Sub Saharan Africa', 'Subsaharan Africa', 'Sub-Saharan African'],
    codes: `BI KM DJ ER ET KE MG MW MU YT MZ RE RW SC SO SS TZ UG ZM ZW AO CM CF TD CG CD GQ GA ST BW SZ LS NA
      ZA BJ BF CV CI GM GH GN GW LR ML MR NE NG SH SN SL TG`,
  },
  {
    name: 'West Africa',
    also: ['West African', 'Western Africa'],
    codes: 'BJ BF CV CI GM GH GN GW LR ML MR NE NG SN SL TG',
  },
  {
    name: 'East Africa',
    also: ['East African', 'Eastern Africa'],
    codes: 'BI KM DJ ER ET KE MG MW MU MZ RW SC SO SS TZ UG ZM ZW',
  },
  // The parts of Europe as the UN's M49 geoscheme draws them (the Baltic states are northern).
  { name: 'Eastern Europe', also: ['Eastern European'], codes: 'BY BG CZ HU MD PL RO RU SK UA' },
  { name: 'Western Europe', also: ['Western European'], codes: 'AT BE FR DE LI LU MC NL CH' },
  { name: 'Northern Europe', also: ['Northern European'], codes: 'DK EE FI IS IE LV LT NO SE GB' },
  {
    name: 'Southern Europe',
    also: ['Southern European'],
    codes: 'AL AD BA HR GR IT MT ME MK PT SM RS SI ES VA',
  },
  { name: 'Baltic states', also: ['Baltics', 'Baltic countries'], codes: 'EE LV LT' },
  { name: 'Iberia', also: ['Iberian Peninsula'], codes: 'ES PT' },
  { name: 'Scandinavia', also: ['Scandinavian'], codes: 'DK NO SE' },
  { name: 'Nordic countries', also: ['Nordics', 'Nordic'], codes: 'DK FI IS NO SE' },
  { name: 'Benelux', codes: 'BE NL LU' },
  { name: 'DACH', codes: 'DE AT CH' },
  {
    name: 'European Union',
    also: ['EU'],
    codes: 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE',
  },
];

/**
 * Groupings of regions a question names as a place ("the West Coast", "New England"), as ISO
 * 3166-2 codes; written by hand, as the country groupings are: no reference names them.
 */
export const REGION_GROUPINGS: readonly { name: string; also?: readonly string[]; codes: string }[] = [
  { name: 'West Coast', codes: 'US-CA US-OR US-WA' },
  {
    name: 'East Coast',
    codes: 'US-ME US-NH US-MA US-RI US-CT US-NY US-NJ US-DE US-MD US-DC US-VA US-NC US-SC US-GA US-FL',
  },
  { name: 'New England', codes: 'US-ME US-NH US-VT US-MA US-RI US-CT' },
  {
    name: 'Midwest',
    also: ['Midwestern', 'Mid-West', 'Mid West'],
    codes: 'US-IL US-IN US-IA US-KS US-MI US-MN US-MO US-NE US-ND US-OH US-SD US-WI',
  },
  { name: 'Pacific Northwest', also: ['PNW'], codes: 'US-WA US-OR CA-BC' },
];

/**
 * Metropolitan areas a question names that no city is named after ("the Bay Area"): the events
 * near their main city, within a radius that holds the area (San Jose is 68 km from San Francisco).
 */
export const METRO_AREAS: readonly { name: string; also?: readonly string[]; near: string; km: number }[] = [
  { name: 'Bay Area', also: ['San Francisco Bay Area', 'SF Bay Area'], near: 'San Francisco', km: 80 },
  { name: 'Silicon Valley', near: 'San Jose', km: 40 },
  { name: 'NYC', also: ['New York metropolitan area', 'New York area'], near: 'New York City', km: 50 },
];

/**
 * The countries and territories whose capital lies south of the equator, by ISO 3166-1 code: the
 * southern hemisphere's, as a question means it ("conferences in the southern hemisphere"). A
 * country across the equator (Brazil, Indonesia, Kenya, Ecuador) is on its capital's side.
 */
export const SOUTHERN_HEMISPHERE =
  'AO AR AU BI BO BR BW CD CG CK CL EC FJ FK ID KE KM LS MG MU MW MZ NA NC NF NR NZ PE PF PG PY RE RW SB SC SH SZ TL TO TV TZ UY VU WS YT ZA ZM ZW'.split(
    ' ',
  );
