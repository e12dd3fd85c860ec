import { useEffect, useRef, useState } from 'react';
import { resolveApiBase } from '../../api/apiBase';
import { useAppSelector } from '../../app/hooks';
import { NETWORK_ERROR_MESSAGE } from '../../errors/catalogue';
import { selectToken } from '../../session/sessionSlice';
import { Button } from '../../ui/Button';
import { newExportTicket, ordinal, watchQueuePosition } from './queuePosition';
import { downloadExport, EXPORT_FORMATS, type ExportFormat, type ExportProgress } from './exportFile';
import styles from './ExportButtons.module.css';

interface ExportButtonsProps {
  /** The API path the format is appended to: 'Passengers/export', 'Flights/12/manifest/export'. */
  exportPath: string;
  /** The records in a sentence ('passengers', 'the manifest'), as the buttons and messages name them. */
  records: string;
  /** The export's query: a list's search, quick search and order. */
  query?: Readonly<Record<string, string>>;
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; label: string; progress?: ExportProgress; waiting?: number }
  | { kind: 'finished'; message: string; failed?: boolean };

const count = (n: number) => n.toLocaleString('en-US');
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function progressText(label: string, progress: ExportProgress | undefined, waiting: number | undefined): string {
  // Exports take turns on the server (D-102): until this one's file begins, its place in line.
  if (progress === undefined && waiting !== undefined) {
    return `Waiting: ${waiting === 1 ? 'next' : ordinal(waiting)} in line for the ${label} file…`;
  }
  if (progress === undefined) return `Preparing the ${label} file…`;
  const { rows, total, bytes } = progress;
  if (rows !== undefined) return `Exporting ${count(rows)}${total ? ` of ${count(total)}` : ''} rows…`;
  return `Exporting${total ? ` ${count(total)} rows` : ''}… ${megabytes(bytes)} so far`;
}

/**
 * Export as CSV, Excel or PDF (a list: every row its search, quick search and order find, with its columns).
 * The file comes as it is written; the rows so far (or, for the zipped and drawn formats, the bytes) show while it
 * does, and Cancel stops it, on the server too.
 */
export function ExportButtons({ exportPath, records, query = {} }: ExportButtonsProps) {
  const token = useAppSelector(selectToken);
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the list cancels an export still running.
  useEffect(() => () => running.current?.abort(), []);

  const start = async (format: ExportFormat, label: string) => {
    const base = resolveApiBase();
    if (base === null) return;
    const url = new URL(`${exportPath}/${format}`, base);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', label });
    const ticket = newExportTicket();
    const stopWatching = watchQueuePosition({
      base,
      ticket,
      token,
      onWaiting: (waiting) =>
        setState((now) =>
          running.current === controller && now.kind === 'running' && now.progress === undefined
            ? { ...now, waiting }
            : now,
        ),
    });
    try {
      const result = await downloadExport({
        url: url.href,
        token,
        format,
        fallbackName: `${exportPath.replaceAll('/', '_')}.${format === 'excel' ? 'xlsx' : format}`,
        action: `export ${records}`,
        signal: controller.signal,
        ticket,
        onStarted: stopWatching,
        onProgress: (progress) => setState({ kind: 'running', label, progress }),
      });
      if (result.kind === 'saved') {
        const rows = result.rows === undefined ? '' : ` (${count(result.rows)} rows)`;
        setState({ kind: 'finished', message: `Saved ${result.fileName}${rows}.` });
      } else if (result.kind === 'empty') {
        setState({ kind: 'finished', message: `Nothing to export: no ${records} match.` });
      } else {
        setState({ kind: 'finished', message: result.message, failed: true });
      }
    } catch {
      // Cancelled, or the connection broke while the file came: either way the buttons are usable again.
      setState(
        controller.signal.aborted
          ? { kind: 'finished', message: 'Export cancelled.' }
          : { kind: 'finished', message: NETWORK_ERROR_MESSAGE, failed: true },
      );
    } finally {
      stopWatching();
      if (running.current === controller) running.current = null;
    }
  };

  const busy = state.kind === 'running';
  return (
    <div className={styles.export} data-print="hide">
      <div role="group" aria-label={`Export ${records}`} className={styles.buttons}>
        <span className={styles.label} aria-hidden="true">
          Export
        </span>
        {EXPORT_FORMATS.map(({ format, label }) => (
          <Button
            key={format}
            variant="outlined"
            size="small"
            disabled={busy}
            aria-label={`Export ${records} as ${label}`}
            onClick={() => void start(format, label)}
          >
            {label}
          </Button>
        ))}
      </div>
      <div className={styles.status}>
        {/* A live region of its own (not role=status, which the list's own loading message is). */}
        <span aria-live="polite" className={state.kind === 'finished' && state.failed ? styles.failed : undefined}>
          {state.kind === 'running' ? progressText(state.label, state.progress, state.waiting) : null}
          {state.kind === 'finished' ? state.message : null}
        </span>
        {busy ? (
          <Button size="small" onClick={() => running.current?.abort()}>
            Cancel
          </Button>
        ) : null}
      </div>
    </div>
  );
}
