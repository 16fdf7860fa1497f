export {
  BUILDER_VERSION,
  buildSnapshot,
  InvalidRowsError,
  type BuildOptions,
  type BuildReport,
  type BuildResult,
} from './build.js';
