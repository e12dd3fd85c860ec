import { addApiUser } from '../../../server/accounts/apiUserAccounts';
import { usersToolActor } from '../../../server/audit/auditActor';

const operator = usersToolActor();
import { asCases, startReplay, type ClientReplay } from '../helpers/referenceClientReplay';
import { startTestApp, type TestApp } from '../helpers/testApp';
import { deletes, edits } from './bootstrapClient/changeRequests';
import { creates } from './bootstrapClient/createRequests';
import { details, lists, signInAndHealth } from './bootstrapClient/readRequests';
import { searches } from './bootstrapClient/searchRequests';

// The reference project's first React client (Bootstrap; the client the product was specified from), every
// request it makes, in the order a person would cause them: sign in, health page, lists with 5/10/20 rows per page,
// details, each search form, then create, edit and delete of every entity. Its habits: `Content-Type:
// application/json` on every call (GET and a body-less DELETE included), PascalCase bodies holding form values as
// strings (or the numbers it loaded, when a field was not touched), PUT ids as strings or missing, unused search
// fields sent empty, search paths spelled `ByName`, `ByFilter`, `byDate`. Answers are the reference API's, as
// this server's decisions adjust them (empty searches answer 204, the sign-in limit, the 409 sentence).

let testApp: TestApp;
let client: ClientReplay;

beforeAll(async () => {
  // Tokens of an edited user must reflect the edit at once.
  testApp = await startTestApp({ config: { authCacheMs: 0 } });
  client = await startReplay(testApp);
  // API users are created with the users tool only; the client edits and deletes one.
  const editor = await addApiUser(
    testApp.database.db,
    {
      userName: 'bootstrap-editor',
      password: 'editor-password',
      roles: 'User',
    },
    operator,
  );
  client.save('editor', { ...editor });
});
afterAll(() => testApp.close());

describe.each([
  ['signing in and the health page', signInAndHealth],
  ['lists and pages', lists],
  ['details and edit forms loading', details],
  ['search forms', searches],
  ['create forms', creates],
  ['edit forms', edits],
  ['deleting from details pages', deletes],
])('the first reference frontend: %s', (_group, requests) => {
  it.each(asCases(requests))('%s', async (_title, request) => {
    await client.replay(request);
  });
});
