import { addApiUser } from '../../../server/accounts/apiUserAccounts';
import { usersToolActor } from '../../../server/audit/auditActor';

const operator = usersToolActor();
import { asCases, startReplay, type ClientReplay } from '../helpers/referenceClientReplay';
import { startTestApp, type TestApp } from '../helpers/testApp';
import { deletes, updates } from './muiClient/changeRequests';
import { creates } from './muiClient/createRequests';
import { reads, searches } from './muiClient/readRequests';

// The reference project's MUI rewrite of its React client, every request it makes. What changed from the first
// client: searches use the newer `/{Entity}/search` spelling and expect 204 when nothing matches; create, update and delete send an `Idempotency-Key` header; the plane-ticket and pilot create forms send
// numbers as JSON numbers while the edit forms turn loaded ids into strings; the API-user edit form starts with an
// empty password; a body-less DELETE still says `Content-Type: application/json`. The spreadsheet exports are not
// replayed here.

let testApp: TestApp;
let client: ClientReplay;

beforeAll(async () => {
  // Tokens of an edited user must reflect the edit at once.
  testApp = await startTestApp({ config: { authCacheMs: 0 } });
  client = await startReplay(testApp);
  // API users are created with the users tool only; the client edits and deletes one.
  const editor = await addApiUser(
    testApp.database.db,
    { userName: 'mui-editor', password: 'old-one', roles: 'User' },
    operator,
  );
  client.save('editor', { ...editor });
});
afterAll(() => testApp.close());

describe.each([
  ['lists, details and the health page', reads],
  ['search fields', searches],
  ['create forms', creates],
  ['edit forms', updates],
  ['deleting from details pages', deletes],
])('the MUI reference frontend: %s', (_group, requests) => {
  it.each(asCases(requests))('%s', async (_title, request) => {
    await client.replay(request);
  });
});
