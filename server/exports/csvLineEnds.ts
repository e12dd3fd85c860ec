// PostgreSQL's CSV ends each record with LF; the export's CSV ends them with CRLF, as RFC 4180 and Node's writer do
// (csvFormat.ts). A line break inside a quoted field is the field's own and stays as it is. A quote opens or closes a
// quoted field, and a doubled quote inside one closes and opens it again, so counting them is enough to know where a
// break belongs, across the chunks PostgreSQL's rows come in.

const QUOTE = 0x22;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');

/** A converter for one CSV stream: give it the chunks in order. */
export function crlfRecords(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const pieces: Buffer[] = [];
    let start = 0;
    let at = 0;
    // Each search runs once over the chunk: the next quote is looked for again only once it has been passed.
    let nextQuote = chunk.indexOf(QUOTE);
    while (at < chunk.length) {
      if (nextQuote !== -1 && nextQuote < at) nextQuote = chunk.indexOf(QUOTE, at);
      if (quoted) {
        if (nextQuote === -1) break;
        quoted = false;
        at = nextQuote + 1;
        continue;
      }
      const lineEnd = chunk.indexOf(LF, at);
      if (lineEnd !== -1 && (nextQuote === -1 || lineEnd < nextQuote)) {
        pieces.push(chunk.subarray(start, lineEnd), CRLF);
        start = at = lineEnd + 1;
      } else if (nextQuote !== -1) {
        quoted = true;
        at = nextQuote + 1;
      } else break;
    }
    if (start === 0) return chunk;
    pieces.push(chunk.subarray(start));
    return Buffer.concat(pieces);
  };
}
