import type { CompiledQuery } from 'kysely';
import type { CopyCsv } from '../db/exportPool';
import type { ResourceDefinition } from '../resources/definition';
import type { DtoRow } from '../resources/dtoRows';
import { cellsStatement } from './cellSql';
import { crlfRecords } from './csvLineEnds';
import { eventLoopShare } from './exportDocument';
import type { ExportSource } from './everyRowExport';
import { inlineParameters, NotInlinable } from './inlineParameters';

/**
 * The CSV records of every row of `statement` as PostgreSQL writes them (D-108): its export columns' cells, copied
 * out of the database with their line ends made CRLF. Undefined where it cannot be: on the embedded database, or when
 * a value of the statement cannot be written into it; the export then reads rows and Node writes the CSV.
 */
export function copiedCsv(
  definition: ResourceDefinition,
  statement: CompiledQuery<DtoRow>,
  copyCsv: CopyCsv | undefined,
): ExportSource | undefined {
  if (copyCsv === undefined) return undefined;
  let text: string;
  try {
    text = cellsStatement(definition, inlineParameters(statement.sql, statement.parameters));
  } catch (error) {
    if (error instanceof NotInlinable) return undefined;
    throw error;
  }
  return async function* ({ settings }) {
    const lineEnds = crlfRecords();
    // While interactive requests are answered, the copy waits twice as long as it took since its last turn, which is
    // PostgreSQL's time to write the piece: a copy not read stops PostgreSQL's writing too (exportDocument.ts).
    const share = eventLoopShare();
    for await (const piece of copyCsv(text, settings.statementTimeoutMs)) {
      yield lineEnds(piece);
      if (share.due()) await share.turn();
    }
  };
}
