import { messageForStatus, NETWORK_ERROR_MESSAGE } from '../../errors/catalogue';

/** The formats of the API's export routes, as its path names them, and how the app names them. */
export const EXPORT_FORMATS = [
  { format: 'csv', label: 'CSV' },
  { format: 'excel', label: 'Excel' },
  { format: 'pdf', label: 'PDF' },
] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number]['format'];

/** How far a download has come: the rows so far where the file shows them (CSV), its bytes in any case. */
export interface ExportProgress {
  bytes: number;
  /** Rows received so far: counted in a CSV file, unknown in the zipped or drawn ones. */
  rows?: number;
  /** Rows the file will hold, as the server announced them (X-Export-Rows). */
  total?: number;
}

export type ExportResult =
  { kind: 'saved'; fileName: string; rows?: number } | { kind: 'empty' } | { kind: 'failed'; message: string };

/**
 * Counts the records a CSV stream has finished, chunk by chunk: line ends outside quotes, less the header's. A quoted
 * field may hold line breaks of its own (an address), which do not end a record.
 */
export function csvRecordCounter() {
  let quoted = false;
  let lineEnds = 0;
  return (text: string): number => {
    for (let index = 0; index < text.length; index++) {
      const char = text.charCodeAt(index);
      if (char === 34) quoted = !quoted;
      else if (char === 10 && !quoted) lineEnds += 1;
    }
    return Math.max(0, lineEnds - 1);
  };
}

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]+)"/i);
  return match?.[1] ?? fallback;
}

/** Hands the bytes to the browser as a download of that name. */
function save(parts: BlobPart[], type: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken the download; revoking at once may cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

interface DownloadRequest {
  url: string;
  token: string | null;
  format: ExportFormat;
  fallbackName: string;
  /** What a failure's message says was being done ('export passengers'). */
  action: string;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
  /** Sent as `x-export-ticket`, so that the export's place in the server's queue can be asked meanwhile. */
  ticket?: string;
  /** The answer has begun (its headers are in): the export no longer waits its turn. */
  onStarted?: () => void;
}

/**
 * Downloads an export, reporting its progress, and saves it. A cancelled download (the signal) saves nothing and
 * rejects with the signal's AbortError, for the caller to tell apart from a failure.
 */
export async function downloadExport({
  url,
  token,
  format,
  fallbackName,
  action,
  signal,
  onProgress,
  ticket,
  onStarted,
}: DownloadRequest): Promise<ExportResult> {
  let response: Response;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (ticket !== undefined) headers['x-export-ticket'] = ticket;
  try {
    response = await fetch(url, { headers, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'failed', message: NETWORK_ERROR_MESSAGE };
  } finally {
    onStarted?.();
  }
  if (response.status === 204) return { kind: 'empty' };
  if (!response.ok || response.body === null) {
    return { kind: 'failed', message: messageForStatus(response.status, { action }) };
  }
  const announced = Number(response.headers.get('x-export-rows'));
  const total = Number.isFinite(announced) && announced > 0 ? announced : undefined;
  const counter = format === 'csv' ? csvRecordCounter() : undefined;
  const decoder = new TextDecoder();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let rows: number | undefined;
  const reader = response.body.getReader();
  // Cancelling stops the reading at once, wherever the body comes from (a service worker's stream may ignore the
  // fetch's signal).
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  for (;;) {
    const { done, value } = await reader.read();
    if (signal.aborted) throw signal.reason;
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    if (counter) rows = counter(decoder.decode(value, { stream: true }));
    onProgress({ bytes, rows, total });
  }
  signal.removeEventListener('abort', stop);
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  save(parts, response.headers.get('content-type') ?? 'application/octet-stream', fileName);
  return { kind: 'saved', fileName, rows: rows ?? total };
}
