import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './buildApp';

// `npm start`, the browser tests and the benchmark need a production build of the app, but rebuilding one that is
// already current costs 20 s for nothing. The build's inputs are hashed (their paths and contents, not their times,
// which a checkout or a copy changes); the hash is stored in dist/ after a successful build, and a later run builds
// only when the hash differs. `--force` builds regardless. A warning is printed; with `--strict` (CI) it fails the
// build, so none creeps in unnoticed.

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, '.build-inputs');

/** Everything webpack reads: the sources, the static files, its configuration and the exact dependencies. */
const INPUTS = ['src', 'public', 'webpack.config.ts', 'babel.config.js', 'tsconfig.json', 'package-lock.json'];

const BAKED_SETTINGS = ['API_BASE_URL', 'REPOSITORY_URL', 'SUPPORT_EMAIL'];

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(entry, name))
    .filter((name) => statSync(path.join(ROOT, name)).isFile());
}

function inputsHash(): string {
  const hash = createHash('sha256');
  // The settings webpack bakes into the app are inputs too.
  for (const name of BAKED_SETTINGS) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  for (const file of INPUTS.flatMap(filesUnder).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
const strict = process.argv.includes('--strict');
const wanted = inputsHash();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : undefined;

async function build(): Promise<void> {
  console.log(built === undefined ? 'Building the app (no build yet)…' : 'Building the app (its sources changed)…');
  // A build that stops half-way must not leave the old stamp beside a half-written dist/.
  rmSync(STAMP, { force: true });
  const began = Date.now();
  const warnings = await buildApp();
  for (const warning of warnings) console.warn(`Warning: ${warning}\n`);
  if (strict && warnings.length > 0) throw new Error(`The build gave ${warnings.length} warning(s).`);
  writeFileSync(STAMP, `${wanted}\n`);
  console.log(`Built the app in ${Math.round((Date.now() - began) / 1000)} s.`);
}

if (!force && built === wanted && existsSync(path.join(DIST, 'index.html'))) {
  console.log('The app in dist/ is up to date with its sources: not rebuilt.');
} else {
  build().catch((error: unknown) => {
    console.error(`The app could not be built:\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
