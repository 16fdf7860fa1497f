export { buildSnapshot, InvalidRowsError, type BuildReport } from './build.js';
