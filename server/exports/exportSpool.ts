import { randomUUID } from 'node:crypto';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** The spool would grow past its bound (EXPORT_SPOOL_MAX_MB): the export stops rather than fill the disk. */
class SpoolFullError extends Error {
  override name = 'SpoolFullError';
}

const FRAME_HEADER = 4;

/**
 * An export's rows on disk, between the database, which writes them at its own speed, and the file's reader, who takes
 * them at theirs (D-101): batches of rows (everyRowExport.ts) or pieces of a CSV that PostgreSQL wrote (D-108), each
 * framed (a 4-byte length, then the bytes), appended by one writer and read in order by one reader, who waits at the
 * end of what is written until more comes or the writer is done.
 *
 * The file is unlinked as soon as it is open: its blocks belong to the open handle, so they return to the disk when the
 * spool is closed, and also if the process dies, with nothing to clean up after a crash.
 */
export class ExportSpool {
  private written = 0;
  private done = false;
  private failure: Error | undefined;
  private closed = false;
  private wake: (() => void) | undefined;

  private constructor(
    private readonly file: FileHandle,
    private readonly maxBytes: number,
  ) {}

  static async open(directory: string, maxBytes: number): Promise<ExportSpool> {
    const name = path.join(directory, `airport-export-${randomUUID()}.spool`);
    const file = await open(name, 'wx+', 0o600);
    try {
      await unlink(name);
    } catch (error) {
      await file.close();
      throw error;
    }
    return new ExportSpool(file, maxBytes);
  }

  /** Bytes on disk so far. */
  get size(): number {
    return this.written;
  }

  async append(payload: Buffer): Promise<void> {
    if (this.closed) return;
    const frame = Buffer.allocUnsafe(FRAME_HEADER + payload.length);
    frame.writeUInt32LE(payload.length, 0);
    payload.copy(frame, FRAME_HEADER);
    if (this.written + frame.length > this.maxBytes) {
      throw new SpoolFullError(`the export's spool would pass its bound of ${this.maxBytes} bytes`);
    }
    await this.file.write(frame, 0, frame.length, this.written);
    this.written += frame.length;
    this.notify();
  }

  /** Every row is written: the reader ends once it has read them. */
  finish(): void {
    this.done = true;
    this.notify();
  }

  /** The writer failed: the reader fails with it once it reaches the end of what was written. */
  fail(error: Error): void {
    this.failure ??= error;
    this.notify();
  }

  /** The pieces in the order written, as they come; ends with the writer, or when the spool is closed. */
  async *pieces(): AsyncGenerator<Buffer> {
    let position = 0;
    const header = Buffer.allocUnsafe(FRAME_HEADER);
    for (;;) {
      if (this.closed) return;
      if (position < this.written) {
        await this.readFully(header, position);
        const payload = Buffer.allocUnsafe(header.readUInt32LE(0));
        await this.readFully(payload, position + FRAME_HEADER);
        position += FRAME_HEADER + payload.length;
        yield payload;
      } else if (this.failure !== undefined) {
        throw this.failure;
      } else if (this.done) {
        return;
      } else {
        await new Promise<void>((resolve) => (this.wake = resolve));
      }
    }
  }

  /** Gives the disk space back; the reader ends, the writer's next append does nothing. Safe to call more than once. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.notify();
    await this.file.close();
  }

  private async readFully(buffer: Buffer, position: number): Promise<void> {
    let offset = 0;
    while (offset < buffer.length) {
      const { bytesRead } = await this.file.read(buffer, offset, buffer.length - offset, position + offset);
      if (bytesRead === 0) throw new Error('The export spool ended inside a batch.');
      offset += bytesRead;
    }
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
