import fc from 'fast-check';
import type { FieldSet } from '../../../src/domain/fields';
import { fieldValue, nastyValue, RawJson, validFieldValue } from './valueArbitraries';

// Request bodies as the JSON text a client sends: a record's fields under their wire names in random letter case, with
// missing and extra keys, `__proto__` keys, duplicate keys and raw number tokens (which a JavaScript object cannot
// hold, hence text); plus non-object bodies, malformed JSON and content types other than JSON.

type Entry = [key: string, value: unknown];

export class JsonObject {
  constructor(readonly entries: Entry[]) {}
}

/** JSON text of a value; RawJson is written as is, objects given as entries keep duplicate and `__proto__` keys. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject) {
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') return toJsonText(new JsonObject(Object.entries(value)));
  return JSON.stringify(value) ?? 'null';
}

const wireKey = (wire: string) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(wire) }, fc.mixedCase(fc.constant(wire)));

const extraEntry: fc.Arbitrary<Entry> = fc.tuple(
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'Id', 'id', 'ID', 'unknown', '', ' Name', 'toString'),
    fc.string({ maxLength: 12 }),
  ),
  fc.oneof(nastyValue, fc.constant(new JsonObject([['isAdmin', true]]))),
);

/** The fields of a record (each present or missing, under a randomly cased key), in random order, with extra keys. */
export function recordEntries(fields: FieldSet, idEntries: fc.Arbitrary<Entry[]> = fc.constant([])) {
  const fieldEntries = Object.values(fields).map((field) =>
    fc.option(fc.tuple(wireKey(field.wire), fieldValue(field)), { freq: 8, nil: undefined }),
  );
  return fc
    .tuple(
      fc.tuple(...fieldEntries),
      idEntries,
      fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, fc.array(extraEntry, { maxLength: 3 })),
    )
    .chain(([present, ids, extras]) =>
      fc.shuffledSubarray([...present.filter((entry) => entry !== undefined), ...ids, ...extras], {
        minLength: present.filter((entry) => entry !== undefined).length + ids.length + extras.length,
      }),
    );
}

/** A record that passes every rule (for the happy paths the malformed ones are measured against). */
export function validRecordText(fields: FieldSet): fc.Arbitrary<string> {
  const entries = Object.values(fields).map((field) =>
    validFieldValue(field).map((value): Entry => [field.wire, value]),
  );
  return fc.tuple(...entries).map((list) => toJsonText(new JsonObject(list)));
}

/** Anything but an object: the body of every write must be a JSON object. */
export const nonObjectBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('[]', '[{}]', '"text"', '""', '0', '-1', '1e400', 'true', 'false', 'null'),
  fc
    .jsonValue()
    .filter((value) => value === null || typeof value !== 'object' || Array.isArray(value))
    .map((v) => JSON.stringify(v)),
);

/** Text that is not JSON at all, or JSON with a defect. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"Name":}',
    "{'Name':'x'}",
    '{"Name":"x",}',
    '{"Name":"x"}}',
    '{"Name":"x"} trailing',
    'NaN',
    'undefined',
    '{"Name":"\\ud800"',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '[{"op":"replace","path":"/name","value":"x"}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"Name":"${'x'.repeat(70_000)}"}`,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Content types: mostly JSON in its accepted spellings, sometimes one the API refuses (415) or none at all. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'Application/JSON',
      'text/json',
      'application/json-patch+json',
      'application/merge-patch+json',
      'application/problem+json',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/octet-stream',
      'application/json; charset=latin1',
      '',
      'json',
      '*/*',
    ),
  },
);
