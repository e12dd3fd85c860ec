import type { HealthReport } from '../../domain/health';

/** A 503 (Unhealthy) or 429 (Degraded) still carries the report: recognise it so it can be drawn (decision D-48). */
export function isHealthReport(value: unknown): value is HealthReport {
  if (typeof value !== 'object' || value === null) return false;
  const report = value as Partial<HealthReport>;
  return (
    typeof report.status === 'string' &&
    typeof report.entries === 'object' &&
    report.entries !== null &&
    Object.values(report.entries).every(
      (entry) => typeof entry === 'object' && entry !== null && typeof entry.status === 'string',
    )
  );
}
