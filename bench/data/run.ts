/**
 * npm run bench:data
 * Makes the pinned 1M benchmark data set (bench/common/dataset.ts): the source SQLite file and its
 * snapshot, reusing what is already there, and prints the times it measured (generate and build,
 * each stored beside its file when made).
 */
import { ensureBenchData } from '../common/data.js';
import { benchOptions } from '../common/options.js';

benchOptions('npm run bench:data', {});
await ensureBenchData();
