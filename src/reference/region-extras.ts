/**
 * What the region data of country-region-data lacks for the regions most events are in: an English
 * name where the package gives the native one ("Bavaria" for "Bayern"), and an anchor city, a city
 * of GeoNames cities1000 that lies in the region. The builder reads the anchor's GeoNames
 * first-level division code (admin1) to tell which region each city of the country lies in
 * (GeoNames numbers divisions its own way: Bavaria is "02", ISO 3166-2 says "DE-BY").
 *
 * Hand-written on purpose: no installed package maps GeoNames' admin1 codes to ISO 3166-2 codes or
 * gives English names of subdivisions; a test checks that every anchor is found in its country.
 * Keys are ISO 3166-2 codes as country-region-data writes them ("DE-BY", "AT-9", "IT-25").
 */

export interface RegionExtra {
  /** The English name, where it differs from the package's name. */
  english?: string;
  /** A city of the region, as GeoNames names it. */
  anchor: string;
}

const e = (anchor: string, english?: string): RegionExtra => (english === undefined ? { anchor } : { anchor, english });

export const REGION_EXTRAS: Readonly<Record<string, RegionExtra>> = {
  'DE-BW': e('Stuttgart'),
  'DE-BY': e('Munich', 'Bavaria'),
  'DE-BE': e('Berlin'),
  'DE-BB': e('Potsdam'),
  'DE-HB': e('Bremen'),
  'DE-HH': e('Hamburg'),
  'DE-HE': e('Wiesbaden', 'Hesse'),
  'DE-MV': e('Schwerin', 'Mecklenburg-Western Pomerania'),
  'DE-NI': e('Hannover', 'Lower Saxony'),
  'DE-NW': e('Düsseldorf', 'North Rhine-Westphalia'),
  'DE-RP': e('Mainz', 'Rhineland-Palatinate'),
  'DE-SL': e('Saarbrücken'),
  'DE-SN': e('Dresden', 'Saxony'),
  'DE-ST': e('Magdeburg', 'Saxony-Anhalt'),
  'DE-SH': e('Kiel'),
  'DE-TH': e('Erfurt', 'Thuringia'),
  'AT-1': e('Eisenstadt'),
  'AT-2': e('Klagenfurt', 'Carinthia'),
  'AT-3': e('Sankt Pölten', 'Lower Austria'),
  'AT-4': e('Linz', 'Upper Austria'),
  'AT-5': e('Salzburg'),
  'AT-6': e('Graz', 'Styria'),
  'AT-7': e('Innsbruck', 'Tyrol'),
  'AT-8': e('Bregenz'),
  'AT-9': e('Vienna', 'Vienna'),
  'IT-65': e("L'Aquila"),
  'IT-72': e('Naples'),
  'IT-45': e('Bologna'),
  'IT-36': e('Trieste'),
  'IT-62': e('Rome'),
  'IT-42': e('Genoa'),
  'IT-25': e('Milan', 'Lombardy'),
  'IT-21': e('Turin', 'Piedmont'),
  'IT-75': e('Bari', 'Apulia'),
  'IT-88': e('Cagliari', 'Sardinia'),
  'IT-82': e('Palermo', 'Sicily'),
  'IT-52': e('Florence', 'Tuscany'),
  'IT-32': e('Trento', 'Trentino-South Tyrol'),
  'IT-55': e('Perugia'),
  'IT-34': e('Venice'),
  'FR-IDF': e('Paris'),
  'FR-ARA': e('Lyon'),
  'FR-BFC': e('Dijon'),
  'FR-BRE': e('Rennes', 'Brittany'),
  'FR-CVL': e('Orléans'),
  'FR-COR': e('Ajaccio', 'Corsica'),
  'FR-GES': e('Strasbourg'),
  'FR-HDF': e('Lille'),
  'FR-NOR': e('Rouen', 'Normandy'),
  'FR-NAQ': e('Bordeaux'),
  'FR-OCC': e('Toulouse', 'Occitania'),
  'FR-PDL': e('Nantes'),
  'FR-PAC': e('Marseille'),
  'AU-ACT': e('Canberra'),
  'AU-NSW': e('Sydney'),
  'AU-NT': e('Darwin'),
  'AU-QLD': e('Brisbane'),
  'AU-SA': e('Adelaide'),
  'AU-TAS': e('Hobart'),
  'AU-VIC': e('Melbourne'),
  'AU-WA': e('Perth'),
  'IN-KA': e('Bengaluru'),
  'IN-MH': e('Mumbai'),
  'IN-TN': e('Chennai'),
  'IN-DL': e('New Delhi'),
  'IN-WB': e('Kolkata'),
  'IN-TG': e('Hyderabad'),
  'IN-GJ': e('Ahmedabad'),
  'IN-UP': e('Lucknow'),
  'IN-RJ': e('Jaipur'),
  'IN-KL': e('Kochi'),
  'CN-BJ': e('Beijing'),
  'CN-SH': e('Shanghai'),
  'CN-TJ': e('Tianjin'),
  'CN-CQ': e('Chongqing'),
  'CN-GD': e('Guangzhou'),
  'CN-JS': e('Nanjing'),
  'CN-ZJ': e('Hangzhou'),
  'CN-HB': e('Wuhan'),
  'CN-SC': e('Chengdu'),
  'CN-SN': e("Xi'an"),
  'JP-13': e('Tokyo'),
  'JP-27': e('Osaka'),
  'JP-26': e('Kyoto'),
  'JP-14': e('Yokohama'),
  'JP-23': e('Nagoya'),
  'JP-01': e('Sapporo'),
  'JP-40': e('Fukuoka'),
};
