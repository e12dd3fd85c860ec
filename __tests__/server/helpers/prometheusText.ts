// A reader of the Prometheus text exposition format (version 0.0.4), enough for tests to look at series the way a
// scraper does: `# TYPE` lines give each family's type, every other non-comment line is one sample.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Family name → counter, gauge, histogram, summary or untyped. */
  types: Map<string, string>;
  samples: Sample[];
}

const TYPE_LINE = /^# TYPE ([a-zA-Z_:][\w:]*) (counter|gauge|histogram|summary|untyped)$/;
const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)",?/gy;

const unescape = (value: string) => value.replace(/\\(.)/g, (_escape, char: string) => (char === 'n' ? '\n' : char));

// Values are read as Go's ParseFloat reads them, so NaN and Inf in any letter case (prom-client writes `Nan`).
function parseValue(text: string): number {
  const special = /^([+-]?)(inf|nan)$/i.exec(text);
  if (special !== null) {
    if (special[2]?.toLowerCase() === 'nan') return NaN;
    return special[1] === '-' ? -Infinity : Infinity;
  }
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`not a sample value: ${text}`);
  return value;
}

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  let consumed = 0;
  for (let match = LABEL.exec(text); match !== null; match = LABEL.exec(text)) {
    labels[match[1] ?? ''] = unescape(match[2] ?? '');
    consumed = LABEL.lastIndex;
  }
  if (consumed !== text.length) throw new Error(`malformed labels: {${text}}`);
  return labels;
}

/** Throws on any line that is not valid exposition text, so a malformed answer fails the test that reads it. */
export function parseExposition(text: string): Exposition {
  const exposition: Exposition = { types: new Map(), samples: [] };
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = TYPE_LINE.exec(line);
    if (type !== null) {
      exposition.types.set(type[1] ?? '', type[2] ?? '');
      continue;
    }
    const sample = SAMPLE_LINE.exec(line);
    if (sample === null) throw new Error(`not a sample line: ${line}`);
    exposition.samples.push({
      name: sample[1] ?? '',
      labels: parseLabels(sample[2] ?? ''),
      value: parseValue(sample[3] ?? ''),
    });
  }
  return exposition;
}

/** The samples of `name` whose labels include all of `labels`. */
export const samplesOf = (exposition: Exposition, name: string, labels: Record<string, string> = {}): Sample[] =>
  exposition.samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );

/** The one sample of `name` with exactly these labels, or undefined when there is none. */
export function valueOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samplesOf(exposition, name, labels).filter(
    (sample) => Object.keys(sample.labels).length === Object.keys(labels).length,
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} with ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
