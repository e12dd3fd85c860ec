// The health report of GET /HealthCheck, in the reference API's shape (decision D-48).
export const HEALTH_STATUSES = ['Healthy', 'Degraded', 'Unhealthy'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export interface HealthEntry {
  data: Record<string, unknown>;
  description: string;
  /** A .NET TimeSpan string, e.g. '00:00:00.0123456'. */
  duration: string;
  status: HealthStatus;
  tags: string[];
}

export interface HealthReport {
  status: HealthStatus;
  totalDuration: string;
  entries: Record<string, HealthEntry>;
}
