// Paths of the app's own screens. Matching is case-insensitive (react-router's default), links use these spellings.
export const paths = {
  home: '/',
  healthCheck: '/HealthCheck',
  activity: '/Activity',
  unauthorized: '/unauthorized',
} as const;
