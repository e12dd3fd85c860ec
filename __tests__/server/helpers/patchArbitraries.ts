import fc from 'fast-check';
import type { FieldSet } from '../../../src/domain/fields';
import { JsonObject, toJsonText } from './bodyArbitraries';
import { fieldValue, nastyValue, validFieldValue } from './valueArbitraries';

// JSON Patch documents (RFC 6902) for PATCH: mostly well-formed operations on the record's properties (named in any
// letter case, by property or wire name) with values from the field generators, mixed with unknown and malformed
// operations, paths that name the key, nested or missing properties, and documents that are not arrays at all.

type Entry = [key: string, value: unknown];

const OPS = ['add', 'remove', 'replace', 'move', 'copy', 'test'];

export function patchDocumentText(fields: FieldSet, idProperty: string): fc.Arbitrary<string> {
  const names = Object.entries(fields).flatMap(([property, field]) => [property, field.wire]);
  const propertyPath = fc.mixedCase(fc.constantFrom(...names)).map((name) => `/${name}`);
  const path = fc.oneof(
    { weight: 8, arbitrary: propertyPath },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        `/${idProperty}`,
        '/Id',
        '',
        '/',
        'name',
        '/unknown',
        '/airline',
        '/airline/name',
        '/~1',
        '/~0',
        '/-',
        '/0',
        '/__proto__',
        '/constructor/prototype',
        `/${names[0] ?? 'x'}/0`,
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const valueFor = (text: string) => {
    const field = Object.entries(fields).find(
      ([property, candidate]) =>
        `/${property}`.toLowerCase() === text.toLowerCase() ||
        `/${candidate.wire}`.toLowerCase() === text.toLowerCase(),
    )?.[1];
    return field === undefined ? nastyValue : fc.oneof({ weight: 4, arbitrary: fieldValue(field) }, nastyValue);
  };
  const operation = fc
    .tuple(
      fc.oneof(
        { weight: 10, arbitrary: fc.constantFrom(...OPS) },
        fc.constantFrom('Replace', 'delete', '', 'ADD'),
        fc.constant(undefined),
      ),
      path,
      fc.option(path, { freq: 3, nil: undefined }),
      fc.boolean(),
    )
    .chain(([op, at, from, withValue]) =>
      (withValue || op === 'add' || op === 'replace' || op === 'test' ? valueFor(at) : fc.constant(undefined)).map(
        (value) => {
          const entries: Entry[] = [];
          if (op !== undefined) entries.push(['op', op]);
          entries.push(['path', at]);
          if (from !== undefined) entries.push(['from', from]);
          if (value !== undefined) entries.push(['value', value]);
          return new JsonObject(entries);
        },
      ),
    );
  // Replacements with mostly valid values: the patches a client usually sends.
  const replacement = fc.constantFrom(...Object.entries(fields)).chain(([property, field]) =>
    fc
      .tuple(
        fc.mixedCase(fc.constant(`/${property}`)),
        fc.oneof({ weight: 3, arbitrary: validFieldValue(field) }, fieldValue(field)),
      )
      .map(
        ([at, value]) =>
          new JsonObject([
            ['op', 'replace'],
            ['path', at],
            ['value', value],
          ]),
      ),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(replacement, { minLength: 1, maxLength: 3 }).map(toJsonText) },
    { weight: 10, arbitrary: fc.array(operation, { minLength: 1, maxLength: 4 }).map(toJsonText) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '[]',
        '{}',
        '{"op":"replace","path":"/name","value":"x"}',
        '[null]',
        '[1]',
        '[[]]',
        '[{"op":"replace","path":5,"value":"x"}]',
        '[{"op":"move","path":"/name"}]',
        '[{"op":"copy","from":"/nowhere","path":"/name"}]',
        '"replace"',
      ),
    },
  );
}
