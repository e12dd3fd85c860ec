import { get } from 'node:http';

// One download, timed by a process of its own: `node --import tsx bench/download.ts URL TOKEN` prints what
// `Download` holds as JSON. The benchmark's own process is a poor reader of a large file: after its load scenarios
// it spent 17 s of processor time reading an 88 MB export that curl read in 3.3 s (2026-12-07), and so measured
// itself, not the server. Node's http with a counter reads at the pace of the socket.

export interface Download {
  status: number;
  bytes: number;
  /** From the request to the first bytes of the body. */
  firstByteMs: number;
  /** From the request to the last byte. */
  seconds: number;
  /** The response's headers, lower-cased, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
}

function download(url: string, token: string): Promise<Download> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      let bytes = 0;
      let firstByteMs = Number.NaN;
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          firstByteMs,
          seconds: (performance.now() - started) / 1000,
          headers: response.headers,
        }),
      );
    });
    request.on('error', reject);
  });
}

const [url, token] = process.argv.slice(2);
if (url === undefined || token === undefined) {
  console.error('Usage: node --import tsx bench/download.ts URL TOKEN');
  process.exit(2);
}
download(url, token).then(
  (result) => console.log(JSON.stringify(result)),
  (error: unknown) => {
    console.error(String(error));
    process.exit(1);
  },
);
