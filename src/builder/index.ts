export { buildSnapshot, InvalidRowsError } from './build.js';
export type { BuildReport } from './report.js';
export { reportText } from './report-text.js';
