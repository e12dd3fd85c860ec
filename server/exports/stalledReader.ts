import type { ServerResponse } from 'node:http';

/**
 * Drops a reader who stops reading (D-101): once the file's bytes wait for the client (the socket's buffers are full)
 * and none has gone out for `stallMs`, the connection is closed, which ends the export and removes its spool. A slow
 * link still reads; a closed laptop lid or a client that never reads would otherwise hold the export's place, its
 * spool and its memory for ever. Returns the function that stops watching.
 */
export function dropStalledReader(response: ServerResponse, stallMs: number, onDrop: () => void): () => void {
  let sent = -1;
  let since = performance.now();
  const timer = setInterval(
    () => {
      const socket = response.socket;
      if (socket === null) return;
      const now = performance.now();
      const waiting = response.writableLength > 0 || socket.writableLength > 0 || response.writableNeedDrain;
      if (socket.bytesWritten !== sent || !waiting) {
        sent = socket.bytesWritten;
        since = now;
        return;
      }
      if (now - since < stallMs) return;
      clearInterval(timer);
      onDrop();
      response.destroy();
    },
    Math.max(50, Math.min(1000, stallMs / 4)),
  );
  timer.unref();
  const stop = () => clearInterval(timer);
  response.once('close', stop);
  return stop;
}
