import { Type, type Static } from '@sinclair/typebox';

// RFC 9457 problem details: the body of every error response (decision D-46).
export const ProblemDetailsSchema = Type.Object(
  {
    type: Type.String({ description: 'A URI naming the kind of problem.' }),
    title: Type.String({ description: 'The HTTP reason phrase, or a summary of the problem kind.' }),
    status: Type.Integer(),
    detail: Type.String({ description: 'A sentence for people: what went wrong with this request.' }),
    instance: Type.String({ description: 'The request path, without the query string.' }),
    traceId: Type.String({ description: 'The request id, also in the x-request-id header and the logs.' }),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: 'Validation messages per field, e.g. { "UserName": ["UserName is required."] }.',
      }),
    ),
    references: Type.Optional(
      Type.Record(Type.String(), Type.Integer(), {
        description:
          'A delete refused because other records refer to the record: how many of which kind, by their route, ' +
          'e.g. { "Flights": 12 }.',
      }),
    ),
  },
  { description: 'application/problem+json' },
);

export type ProblemDetails = Static<typeof ProblemDetailsSchema>;

/** Field name → messages, as in the `errors` member of a validation problem. */
export type FieldErrors = Record<string, string[]>;

/** Response schemas for the error statuses a route can answer, e.g. `response: { 200: X, ...problemResponses(400, 401) }`. */
export function problemResponses<const S extends number>(...statuses: S[]): Record<S, typeof ProblemDetailsSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ProblemDetailsSchema])) as Record<
    S,
    typeof ProblemDetailsSchema
  >;
}
