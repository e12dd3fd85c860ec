import { Type, type Static } from '@sinclair/typebox';
import { stringChoice } from './responseShapes';
import type { Same } from './sameType';
import { DATA_RULES, type DataRule, type DataRulesReport } from '../../src/domain/dataRules';

// The body of GET /DataRules; the type lives in src/domain/dataRules.ts, shared with the SPA.
const RULES = Object.keys(DATA_RULES) as DataRule[];

const DataRuleBreachSchema = Type.Object({
  resource: stringChoice(['PlaneTickets', 'Flights']),
  ids: Type.Array(Type.Integer()),
  about: Type.String({
    description: "What breaks the rule, e.g. 'Seat 15 on flight 3' (sold to each of the records).",
  }),
});

export const DataRulesReportSchema = Type.Object({
  checkedAt: Type.String({ format: 'date-time' }),
  rules: Type.Array(
    Type.Object({
      rule: stringChoice(RULES),
      description: Type.String(),
      rowCount: Type.Integer({ description: 'Every record that breaks the rule.' }),
      breaches: Type.Array(DataRuleBreachSchema, { description: 'The first breaches, in the order of their records.' }),
      more: Type.Boolean({ description: 'Whether there are breaches beyond those listed.' }),
    }),
  ),
});

// Fails to compile if the schema and the shared type drift apart.
const schemaMatchesDomain: Same<Static<typeof DataRulesReportSchema>, DataRulesReport> = true;
void schemaMatchesDomain;
