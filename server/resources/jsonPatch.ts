import { applyPatch, JsonPatchError, type Operation } from 'fast-json-patch';
import { problem } from '../http/problem';

// JSON Patch (RFC 6902, decision D-45) applied to a record's editable properties. Paths name a property
// case-insensitively (/Name = /name, as in the reference); the key cannot be changed; nested paths are refused, since
// every editable property is a single value. A patch that cannot apply is a 400 (the reference answered 500), and nothing
// is saved unless the patched record passes the same rules as a PUT.

/** `properties`: the patchable property names; `current`: their current values. Returns the patched values. */
export function applyRecordPatch(
  operations: Operation[],
  properties: string[],
  current: Record<string, unknown>,
  idProperty: string,
): Record<string, unknown> {
  const byLowerCase = new Map(properties.map((property) => [property.toLowerCase(), property]));
  const resolve = (path: string, at: string): string => {
    const segments = path.split('/');
    const name = segments[1]?.replace(/~1/g, '/').replace(/~0/g, '~') ?? '';
    if (segments[0] !== '' || segments.length !== 2) {
      throw problem.validation({ [at]: [`${path} is not a property of this record.`] });
    }
    if (name.toLowerCase() === idProperty.toLowerCase()) {
      throw problem.validation({ [at]: [`The ${idProperty} of a record cannot be changed.`] });
    }
    const property = byLowerCase.get(name.toLowerCase());
    if (property === undefined) throw problem.validation({ [at]: [`${path} is not a property of this record.`] });
    return `/${property}`;
  };
  const resolved = operations.map((operation, index) => {
    const normalised = { ...operation, path: resolve(operation.path, `[${index}].path`) } as Operation;
    if ('from' in operation && typeof operation.from === 'string') {
      (normalised as { from: string }).from = resolve(operation.from, `[${index}].from`);
    }
    return normalised;
  });

  const document = structuredClone(current);
  try {
    return applyPatch(document, resolved, true, true).newDocument;
  } catch (error) {
    if (!(error instanceof JsonPatchError)) throw error;
    const at = `[${String(error.index ?? 0)}]`;
    if (error.name === 'TEST_OPERATION_FAILED') {
      throw problem.conflict(`The test operation ${at} failed: the record does not hold the expected value.`);
    }
    throw problem.validation({ [at]: [patchErrorSentence(error)] });
  }
}

function patchErrorSentence(error: JsonPatchError): string {
  switch (error.name) {
    case 'OPERATION_VALUE_REQUIRED':
      return 'This operation needs a value.';
    case 'OPERATION_FROM_UNRESOLVABLE':
    case 'OPERATION_PATH_UNRESOLVABLE':
      return 'The operation names a property that has no value to use.';
    case 'OPERATION_VALUE_CANNOT_CONTAIN_UNDEFINED':
      return 'The value cannot contain undefined.';
    default:
      return 'The operation is not valid JSON Patch.';
  }
}
