import { lockDataDir } from '../../../server/db/dataDirLock';

// A separate process that takes a data directory's lock (the directory is its argument), says so, and holds it until it
// is killed: the other holder for the lock's tests.

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: holdDataDirLock.ts DATA_DIR');
void lockDataDir(dataDir).then(() => {
  process.stdout.write('locked\n');
  setInterval(() => undefined, 60_000);
});
