/**
 * Sub-topics that name no field of their own: ccf-deadlines files under "Interdisciplinary
 * Computing" (its MX category) venues as far apart as SIGCSE, BIBM, RTSS, CogSci and WINE, so two
 * venues filed there are alike in nothing. The importer writes the name; the connector reads it.
 */
export const INTERDISCIPLINARY = 'Interdisciplinary Computing';
export const CATCH_ALL_SUBTOPICS: ReadonlySet<string> = new Set([INTERDISCIPLINARY]);
