import { spawn } from 'node:child_process';

// Runs the users tool as a person does (`npm run users -- ...` is `node --import tsx server/cli/users.ts ...`), as a
// child process with stdin piped (not a terminal) or, through util-linux `script`, on a pseudo-terminal.

// Node itself with tsx as its loader, as the npm scripts run the tools: no tsx process in between (one start fewer).
const NODE_WITH_TSX = [process.execPath, '--import', 'tsx'] as const;
const TOOL = 'server/cli/users.ts';
const TIME_LIMIT_MS = 40_000;

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a run: the database location, plus what PGlite needs under Jest's Node options. */
export function toolEnvironment(location: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '', NODE_OPTIONS: process.env.NODE_OPTIONS ?? '', ...location };
}

/** Runs the tool (by default the users tool) with `stdin` piped in (then closed) and collects what it prints. */
export function runTool(
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin = '',
  tool = TOOL,
  timeLimitMs = TIME_LIMIT_MS,
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const [node, ...loader] = NODE_WITH_TSX;
    const child = spawn(node, [...loader, tool, ...args], {
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: timeLimitMs,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/**
 * Runs the tool on a terminal and types each answer once its prompt has appeared (typing earlier would let the
 * terminal echo it before the tool hides it). Returns everything the terminal showed, stdout and stderr together.
 */
export function runToolOnTerminal(
  args: string[],
  env: NodeJS.ProcessEnv,
  answers: { after: string; type: string }[],
): Promise<{ code: number | null; screen: string }> {
  const command = [...NODE_WITH_TSX, TOOL, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], {
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: TIME_LIMIT_MS,
    });
    let screen = '';
    let answered = 0;
    let searchFrom = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      screen += chunk.toString('utf8');
      const next = answers[answered];
      const found = next === undefined ? -1 : screen.indexOf(next.after, searchFrom);
      if (next === undefined || found < 0) return;
      answered += 1;
      searchFrom = found + next.after.length;
      child.stdin.write(`${next.type}\r`);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, screen }));
  });
}

/** Asserts that nothing the tool printed (or the terminal showed) contains `password`. */
export function expectNoPassword(run: ToolRun | { screen: string }, password: string): void {
  expect(JSON.stringify(run)).not.toContain(password);
}
