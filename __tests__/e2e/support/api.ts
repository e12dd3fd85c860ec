// The API read directly, signed in as one of the demo accounts: for what a browser test then looks for as a user
// would (who a record is, how many there are), never for what it checks.

export interface Paged<T> {
  data: T[];
  totalCount: number;
}

/** Signs in once; the reader GETs `path` under /api/v1 and fails on any answer but 200. */
export async function apiReader(url: string, userName: string, password: string) {
  const signedIn = await fetch(`${url}/api/v1/Authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: userName, Password: password }),
  });
  if (signedIn.status !== 200) throw new Error(`Signing in as ${userName} answered ${signedIn.status}`);
  const token = await signedIn.text();
  return async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${url}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    return (await answer.json()) as T;
  };
}
