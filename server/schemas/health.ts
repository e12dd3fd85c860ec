import { Type, type Static } from '@sinclair/typebox';
import { HEALTH_STATUSES, type HealthReport } from '../../src/domain/health';
import { TIME_SPAN_PATTERN } from '../health/timeSpan';
import { stringChoice } from './responseShapes';

// The body of GET /HealthCheck (decision D-48); the type lives in src/domain/health.ts, shared with the SPA.
export const HealthStatusSchema = stringChoice(HEALTH_STATUSES);
const TimeSpanSchema = Type.String({ pattern: TIME_SPAN_PATTERN, description: 'hh:mm:ss.fffffff' });

const HealthEntrySchema = Type.Object({
  data: Type.Record(Type.String(), Type.Unknown()),
  description: Type.String(),
  duration: TimeSpanSchema,
  status: HealthStatusSchema,
  tags: Type.Array(Type.String()),
});

export const HealthReportSchema = Type.Object({
  status: HealthStatusSchema,
  totalDuration: TimeSpanSchema,
  entries: Type.Record(Type.String(), HealthEntrySchema),
});

// Fails to compile if the schema and the shared type drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesDomain: Same<Static<typeof HealthReportSchema>, HealthReport> = true;
void schemaMatchesDomain;
