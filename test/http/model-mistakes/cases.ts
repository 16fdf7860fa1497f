/**
 * The mistakes a language model makes when it builds a call from the OpenAPI schema, each with the
 * answer that helps it recover (docs/api.md, Errors): the corpus of model-mistakes.test.ts, and of
 * the answer-schema test.
 */

export interface Mistake {
  url: string;
  status: number;
  /** Parts the message (or, for a 200, the JSON body) must contain. */
  says?: readonly (string | RegExp)[];
  /** Parts it must not contain: the wrong guesses. */
  never?: readonly (string | RegExp)[];
}

const S = '/api/gpt/conferences';

export const MISTAKES: readonly Mistake[] = [
  // Initialisms and short values.
  { url: `${S}?q=AI`, status: 200, says: ['"search_terms":["ai|artificial intelligence"]'], never: ['Air Quality'] },
  {
    url: `${S}?topic=AI`,
    status: 400,
    says: ['subtopic of Computer Science', 'use subtopic=Artificial Intelligence'],
    never: ['Law'],
  },
  {
    url: `${S}?subtopic=AI`,
    status: 400,
    says: ["Unknown subtopic 'AI'", 'Did you mean: Artificial Intelligence?'],
    never: ['Air Quality'],
  },
  { url: `${S}?topic=ML`, status: 400, says: ['use subtopic=Machine Learning'] },
  { url: `${S}?subtopic=NLP`, status: 400, says: ['Did you mean: Natural Language Processing?'] },
  { url: `${S}?topic=Law`, status: 200 },
  { url: `${S}?topic=XY`, status: 400, says: ["Unknown topic 'XY'", 'Valid topics:'], never: ['Did you mean'] },
  {
    url: `${S}?country=XX`,
    status: 400,
    says: ["Unknown country 'XX'", 'GET /api/gpt/countries'],
    never: ['Did you mean'],
  },
  // A sub-topic given as a topic, a topic given as a sub-topic.
  {
    url: `${S}?topic=Machine+Learning`,
    status: 400,
    says: ['Machine Learning is a subtopic of Computer Science: use subtopic=Machine Learning'],
  },
  { url: `${S}?topic=Artificial+Intelligence`, status: 400, says: ['use subtopic=Artificial Intelligence'] },
  { url: `${S}?subtopic=Medicine`, status: 400, says: ['Medicine is a topic: use topic=Medicine'] },
  { url: `${S}?subtopic=computer-science`, status: 400, says: ['is a topic: use topic=Computer Science'] },
  // Countries: native names, cities, lists, misspellings.
  { url: `${S}?country=Deutschland`, status: 200 },
  { url: `${S}?country=Espa%C3%B1a`, status: 200 },
  { url: `${S}?country=Polska`, status: 200 },
  { url: `${S}?country=Sverige`, status: 200 },
  { url: `${S}?country=Nippon`, status: 200 },
  { url: `${S}?countries=Schweiz,%C3%96sterreich`, status: 200 },
  { url: `${S}?country=Germny`, status: 400, says: ["Unknown country 'Germny'", 'Did you mean: Germany?'] },
  {
    url: `${S}?countries=France,Germny`,
    status: 400,
    says: ["Unknown country 'Germny' in countries", 'Did you mean: Germany?'],
  },
  {
    url: `${S}?country=France&countries=Germny`,
    status: 400,
    says: ["Unknown country 'Germny' in countries. Did you mean: Germany?"],
  },
  {
    url: `${S}?countries=France&country=Germny`,
    status: 400,
    says: ["Unknown country 'Germny'. Did you mean: Germany?"],
  },
  { url: `${S}?country=United+Kindom`, status: 400, says: ['Did you mean: United Kingdom'] },
  { url: `${S}?country=Germany,France`, status: 200 },
  { url: `${S}?country=USA;UK`, status: 400, says: ['use country=USA,UK'] },
  { url: `${S}?country=Germany+and+France`, status: 400, says: ['use country=Germany,France'] },
  { url: `${S}?country=USA`, status: 200 },
  { url: `${S}?country=Dubai`, status: 400, says: ['Dubai is a city in', 'use city=Dubai'] },
  { url: `${S}?country=Munich`, status: 400, says: ['Munich is a city in Germany: use city=Munich'] },
  { url: `${S}?country=U.S.A.`, status: 200 },
  // Ranks, acronyms, series and deadline dates.
  { url: `${S}?acronym=ICML`, status: 200 },
  { url: `${S}?core_rank=a*,A`, status: 200 },
  { url: `${S}?core_rank=A%2B`, status: 400, says: ["Parameter 'core_rank' must be one of A*, A, B, C"] },
  { url: `${S}?ccf_rank=D`, status: 400, says: ["Parameter 'ccf_rank' must be one of A, B, C"] },
  {
    url: `${S}?deadline_from=2027-03-01&deadline_to=2027-01-01`,
    status: 400,
    says: ["Parameter 'deadline_from' must not be later than 'deadline_to'"],
  },
  { url: `${S}?series=no-such-series-at-all`, status: 400, says: ["Unknown series 'no-such-series-at-all'"] },
  // Parameters that do not exist.
  { url: `${S}?rank=A*`, status: 400, says: ["Parameter 'rank' must be SYSTEM:VALUE", 'Did you mean: CORE:A*?'] },
  { url: `${S}?countr=Germany`, status: 400, says: ["Unknown parameter 'countr'", 'Did you mean: country?'] },
  { url: `${S}?page=2`, status: 400, says: ["Unknown parameter 'page'", 'Did you mean: offset?'] },
  { url: `${S}?per_page=20`, status: 400, says: ['Did you mean: limit?'] },
  { url: `${S}?start_date=2027-01-01`, status: 400, says: ['Did you mean: from?'] },
  { url: `${S}?sub_topic=Robotics`, status: 400, says: ['Did you mean: subtopic?'] },
  { url: `${S}?topics=Medicine`, status: 400, says: ['Did you mean: topic?'] },
  { url: `${S}?category=Medicine`, status: 400, says: ['Did you mean: topic?'] },
  {
    url: '/api/gpt/stats?limit=5',
    status: 400,
    says: ["Unknown parameter 'limit'", 'This operation takes no parameters.'],
  },
  // Values in the wrong form.
  { url: `${S}?format=online`, status: 200 },
  { url: `${S}?format=in+person`, status: 200 },
  { url: `${S}?format=virtual`, status: 400, says: ["Parameter 'format' must be one of in-person, online, hybrid"] },
  { url: `${S}?cfp=true`, status: 400, says: ["Parameter 'cfp' must be one of open"] },
  { url: `${S}?facets=countries`, status: 400, says: ["Parameter 'facets' must be one of topic, subtopic"] },
  { url: `${S}?sort=newest`, status: 400, says: ["Parameter 'sort' must be one of upcoming, date, -date, deadline"] },
  {
    url: `${S}?type=talks`,
    status: 400,
    says: ["Parameter 'type' must be one of conference, seminar, workshop, webinar"],
  },
  { url: `${S}?limit=100`, status: 400, says: ["Parameter 'limit' must be an integer from 1 to 50"] },
  { url: `${S}?limit=ten`, status: 400, says: ["Parameter 'limit'"] },
  {
    url: `${S}?from=2027%2F03%2F01`,
    status: 400,
    says: ["Parameter 'from' must be a real calendar date written YYYY-MM-DD"],
  },
  { url: `${S}?month=March`, status: 400, says: ["Parameter 'month' must be a month written YYYY-MM"] },
  { url: `${S}?year=27`, status: 400, says: ["Parameter 'year' must be a year from 1900 to 2100"] },
  { url: `${S}?continent=EU`, status: 400, says: ["Parameter 'continent' must be one of Asia, Europe"] },
  {
    url: `${S}?subtopic=Machine+Lerning`,
    status: 400,
    says: ["Unknown subtopic 'Machine Lerning'", 'Did you mean: Machine Learning'],
    never: ['sub-topic'],
  },
  { url: `${S}?q=machin+lerning`, status: 200, says: ['"suggestions":[{"q":"machine learning"'] },
  { url: `${S}/abc`, status: 400, says: ["Parameter 'id' must be a positive integer"] },
  { url: `${S}/999999999`, status: 404, says: ['Conference with id 999999999 was not found.'] },
];
