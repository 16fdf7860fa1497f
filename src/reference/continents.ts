/** The six continents of the service (docs/source-format.md, Reference data). */
export const CONTINENTS = ['Asia', 'Europe', 'North America', 'South America', 'Africa', 'Oceania'] as const;
export type Continent = (typeof CONTINENTS)[number];

/** The stored names of the countries each continent filter stands for. */
export const SPEC_CONTINENT_COUNTRIES: Readonly<Record<Continent, readonly string[]>> = {
  Asia: splitNames(
    'India | China | Japan | South Korea | Singapore | Malaysia | Thailand | Vietnam | Indonesia | Philippines | Taiwan | Hong Kong | UAE | Saudi Arabia | Qatar | Israel | Turkey | Pakistan | Bangladesh | Sri Lanka | Nepal | Myanmar | Cambodia | Laos | Mongolia | Kazakhstan | Uzbekistan | Iran | Iraq | Jordan | Lebanon | Kuwait | Bahrain | Oman',
  ),
  Europe: splitNames(
    'United Kingdom | Germany | France | Italy | Spain | Netherlands | Belgium | Switzerland | Austria | Poland | Czech Republic | Portugal | Greece | Sweden | Norway | Denmark | Finland | Ireland | Hungary | Romania | Bulgaria | Croatia | Slovenia | Slovakia | Serbia | Ukraine | Russia | Estonia | Latvia | Lithuania | Luxembourg | Malta | Cyprus | Iceland',
  ),
  'North America': splitNames('United States | Canada | Mexico'),
  'South America': splitNames(
    'Brazil | Argentina | Chile | Colombia | Peru | Venezuela | Ecuador | Bolivia | Paraguay | Uruguay | Guyana | Suriname',
  ),
  Africa: splitNames(
    'South Africa | Egypt | Nigeria | Kenya | Morocco | Tunisia | Ghana | Tanzania | Ethiopia | Uganda | Rwanda | Senegal | Ivory Coast | Cameroon | Algeria | Zimbabwe',
  ),
  Oceania: splitNames('Australia | New Zealand | Fiji | Papua New Guinea | Samoa | Tonga | Vanuatu'),
};

function splitNames(list: string): readonly string[] {
  return Object.freeze(list.split(' | '));
}

// Keys with case, spaces, hyphens and underscores removed: "north-america" -> "northamerica".
const BY_KEY: ReadonlyMap<string, Continent> = new Map(CONTINENTS.map((c) => [continentKey(c), c]));

function continentKey(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

/** The continent named by `text` in any case, with spaces or hyphens ("north-america"), or undefined. */
export function parseContinent(text: string): Continent | undefined {
  return BY_KEY.get(continentKey(text.trim()));
}
