import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SHUTDOWN_DEADLINE_MS } from '../../server/gracefulStop';
import { signInsArrived, signInsAtOnce, startServer } from './support/serverUnderLoad';

// The example systemd unit in deploy/systemd is one that works: systemd accepts it, and its ExecStart, run as systemd
// would run it (its working directory and environment, here pointed at this checkout and a temporary data directory),
// stops under load on its KillSignal with exit code 0 well within its TimeoutStopSec.

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../..');
const unitPath = path.join(root, 'deploy/systemd/airport-back-office.service');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

/** The [Service] section's settings, each with every value it was given (Environment= appears several times). */
function serviceSettings(unit: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of unit.split('\n').map((text) => text.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('[')) section = line;
    else if (section === '[Service]') {
      const [key = '', ...rest] = line.split('=');
      settings.set(key, [...(settings.get(key) ?? []), rest.join('=')]);
    }
  }
  return settings;
}

let unit: string;
let service: Map<string, string[]>;
const one = (key: string): string => {
  const values = service.get(key) ?? [];
  if (values.length !== 1) throw new Error(`The unit sets ${key} ${values.length} times, not once.`);
  return values[0] as string;
};

beforeAll(async () => {
  unit = await readFile(unitPath, 'utf8');
  service = serviceSettings(unit);
});

it('runs node itself with the tsx loader, stops on SIGTERM after the server’s deadline, restarts on failure, hardened', () => {
  expect(['simple', 'exec']).toContain(one('Type'));
  expect(one('User')).not.toBe('root');
  expect(one('ExecStart')).toMatch(/^\/\S*\/node --import tsx server\/main\.ts$/);
  expect(one('KillSignal')).toBe('SIGTERM');
  expect(one('KillMode')).toBe('mixed'); // the signal to the main process alone, as the test below sends it
  expect(Number(one('TimeoutStopSec')) * 1000).toBeGreaterThan(SHUTDOWN_DEADLINE_MS);
  expect(one('Restart')).toBe('on-failure');
  expect(one('NoNewPrivileges')).toBe('yes');
  expect(one('ProtectSystem')).toBe('strict');
  const dataDir = (service.get('Environment') ?? []).find((value) => value.startsWith('DATA_DIR='))?.slice(9);
  expect(dataDir).toBeDefined();
  expect(one('ReadWritePaths').split(' ')).toContain(dataDir);
  expect(service.has('EnvironmentFile')).toBe(true);
});

const withSystemd = existsSync(SYSTEMD_ANALYZE) ? it : it.skip;

withSystemd('passes systemd-analyze verify without a warning', async () => {
  // verify also checks that ExecStart's program exists: where node lives elsewhere, check a copy that names this one.
  const [program = ''] = one('ExecStart').split(' ');
  const directory = await mkdtemp(path.join(tmpdir(), 'abo-unit-'));
  try {
    const checked = path.join(directory, path.basename(unitPath));
    await writeFile(checked, existsSync(program) ? unit : unit.replace(program, process.execPath));
    const { stdout, stderr } = await promisify(execFile)(SYSTEMD_ANALYZE, ['verify', checked]);
    expect(`${stdout}${stderr}`).toBe('');
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});

it('its ExecStart, sent its KillSignal with 40 requests in flight, answers them all and exits 0 in time', async () => {
  const workingDirectory = one('WorkingDirectory');
  const [program = '', ...args] = one('ExecStart').split(' ');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'abo-unit-data-'));
  // The unit's Environment= lines, with its paths moved to this checkout and the temporary data directory; the
  // EnvironmentFile's settings (HOST, PORT) are the test's own.
  const env = Object.fromEntries(
    (service.get('Environment') ?? []).map((assignment) => {
      const [name = '', value = ''] = assignment.split('=');
      return [name, name === 'DATA_DIR' ? dataDir : value.replace(workingDirectory, root)];
    }),
  );
  const server = await startServer(env, {
    command: [existsSync(program) ? program : process.execPath, ...args],
    cwd: root,
    cleanEnvironment: true,
  });
  try {
    const offset = server.output().length;
    const answers = signInsAtOnce(server.url, 40);
    await signInsArrived(server, 40, offset);
    server.kill(one('KillSignal') as NodeJS.Signals);

    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, Number(one('TimeoutStopSec')) * 1000)));
    const exit = await Promise.race([server.exited, timeout.then(() => 'still running')]);
    clearTimeout(timer);
    expect(exit).toEqual({ code: 0, signal: null });
    expect((await answers).filter((answer) => !('status' in answer) || answer.status !== 200)).toEqual([]);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
