import { http, HttpResponse } from 'msw';
import type { HealthReport } from '../../../src/domain/health';
import { apiUrl } from './server';

export const healthyReport: HealthReport = {
  status: 'Healthy',
  totalDuration: '00:00:00.0123456',
  entries: {
    API: {
      data: {},
      description: 'The API is up and running.',
      duration: '00:00:00.0001000',
      status: 'Healthy',
      tags: [],
    },
    Database: {
      data: {},
      description: 'Database is reachable.',
      duration: '00:00:00.0100000',
      status: 'Healthy',
      tags: [],
    },
  },
};

export const healthHandler = (report: HealthReport = healthyReport, status = 200) =>
  http.get(apiUrl('HealthCheck'), () => HttpResponse.json(report, { status }));
