import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { LogFormat, LogLevel } from './envSchema';

// Structured JSON logs with the request id (decision D-55): never a token, password or hash, never a request body.
// Fastify logs no headers or bodies by default; the redaction is the safety net if someone logs a request or an
// object carrying such fields.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.Password',
  '*.token',
  '*.Token',
  'password',
  'token',
];

/** Query parameters whose values stay out of logged URLs (the API-user search takes a password criterion, D-34). */
const SECRET_QUERY_PARAMETER = /([?&](?:password|token|secret)[^=&]*=)[^&]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_QUERY_PARAMETER, '$1[redacted]');

/**
 * The server's logger at `level`, to stdout (or `destination`, e.g. a test's sink): JSON lines, or for a person at a
 * terminal one readable line per event, with the time and the level, the fields a collector needs left out (they
 * are still in every JSON line).
 */
export function createLogger(
  level: LogLevel,
  destination?: DestinationStream,
  format: LogFormat = 'json',
): FastifyBaseLogger {
  const output = destination ?? process.stdout;
  const terminal = output === process.stdout && process.stdout.isTTY;
  if (format === 'json' || (format === 'auto' && !terminal)) return pino(loggerOptions(level), output);
  const readable = pretty({
    destination: output,
    sync: true,
    singleLine: true,
    colorize: terminal,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
  return pino(loggerOptions(level), readable);
}

function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
