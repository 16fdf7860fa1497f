import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder (the one holding package.json), found from this file, so that
 * committed data under data/ is found both from src/ under tsx and from dist/ after tsc.
 */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the project root (no package.json above src/)');
    dir = parent;
  }
}

export const PROJECT_ROOT = findProjectRoot();
export const DATA_DIR = join(PROJECT_ROOT, 'data');
