export { buildSnapshot, InvalidRowsError } from './build.js';
export type { BuildReport } from './build-report.js';
export { reportText } from './report-text.js';
