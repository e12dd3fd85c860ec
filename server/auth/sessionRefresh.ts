import type { FastifyInstance } from 'fastify';
import { sessionLengthInWords } from '../../src/domain/sessionLength';
import { problem } from '../http/problem';
import { advanceSession, findSession, type SessionRecord } from '../repositories/apiSessions';
import type { SignedInUser } from '../plugins/auth';
import type { TokenSession } from './tokenUsers';

/**
 * How long a token replaced by a refresh is still accepted (D-93): the requests one tab sent with it while another tab
 * refreshed (the app gives up on a request after 30 s), and the moment the other tabs take to read the new token from
 * storage. Past it, a copy of the old token is worth nothing; it can never be refreshed, even within it.
 */
const REPLACED_TOKEN_GRACE_MS = 60_000;

const INVALID_TOKEN = 'Bearer error="invalid_token"';

/**
 * The session's next token version, or the problem that says why there is none: a token signed before sessions were
 * kept, a session that has reached its end, one already refreshed from this token, or one a change to the user ended.
 */
export async function nextSessionVersion(
  app: FastifyInstance,
  user: SignedInUser,
  session: TokenSession | null,
  now: Date,
): Promise<SessionRecord> {
  if (session === null) {
    throw problem.unauthorized('This token belongs to no session that can be extended; sign in again.', INVALID_TOKEN);
  }
  const request = { sessionId: session.id, tokenVersion: session.version, ...user, graceMs: REPLACED_TOKEN_GRACE_MS };
  const advanced = await advanceSession(app.db, { ...request, now });
  if (advanced !== undefined) return advanced;
  throw refusal(await findSession(app.db, session.id), session, now);
}

function refusal(current: SessionRecord | undefined, session: TokenSession, now: Date): Error {
  if (current === undefined) {
    return problem.unauthorized('The account behind this token was changed or removed; sign in again.', INVALID_TOKEN);
  }
  if (current.endsAt <= now) {
    const length = sessionLengthInWords((current.endsAt.getTime() - current.signedInAt.getTime()) / 60_000);
    return problem.unauthorized(
      `This session has reached its end, ${length} after signing in; sign in again with the password.`,
      INVALID_TOKEN,
    );
  }
  if (session.version < current.tokenVersion) {
    return problem.conflict(
      'This session has just been extended with another request (another tab or window): use its newest token.',
    );
  }
  return problem.unauthorized('The account behind this token was changed or removed; sign in again.', INVALID_TOKEN);
}
