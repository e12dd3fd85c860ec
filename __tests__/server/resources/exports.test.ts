import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { bearer } from '../helpers/testApp';
import { expectProblem, startResourceTests, type Client, type Reply, type ResourceTests } from './support';
import { demoDate as seedDay } from '../../../server/db/seed/seedDates';
import { RESOURCES } from '../../../server/resources/definitions';

// GET /{Entity}/export/{csv|excel|pdf}: what the list shows (criteria, q, sort, its columns), one page or with
// getAll every matching row, streamed as an attachment (docs/exports.md).

let t: ResourceTests;
beforeAll(async () => {
  t = await startResourceTests();
});
afterAll(() => t.close());

const BOM = '\uFEFF';

/** The records a list route answers, every page of it. */
async function listed(client: Client, path: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const reply = await client.get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=20`);
    if (reply.statusCode === 204) return rows;
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{ data: Record<string, unknown>[]; totalPages: number }>();
    rows.push(...body.data);
    if (page >= body.totalPages) return rows;
  }
}

const csvOf = (header: string[], rows: (string | number)[][]) =>
  BOM + [header, ...rows].map((cells) => `${cells.join(',')}\r\n`).join('');

async function workbookOf(reply: Reply) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('The workbook has no sheet.');
  return sheet;
}

async function pdfText(reply: Reply): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(reply.rawPayload) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

describe('CSV', () => {
  it('holds a filtered, sorted list byte for byte, with the columns the list shows', async () => {
    const query = 'airlineId=1&sort=-departureDate,departureTime';
    const flights = await listed(t.admin, `/Flights/byFilter?${query}`);
    expect(flights.length).toBeGreaterThan(0);
    const reply = await t.admin.get(`/Flights/export/csv?getAll=true&${query}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="Flights_\d{8}_\d{6}\.csv"$/);
    expect(reply.headers['x-export-rows']).toBe(String(flights.length));
    const expected = csvOf(
      ['Id', 'Departure Date', 'Departure Time', 'Airline', 'Destination', 'Pilot'],
      flights.map((flight) => {
        const { airline, destination, pilot } = flight as {
          airline: { name: string };
          destination: { city: string; airport: string };
          pilot: { firstName: string; lastName: string };
        };
        return [
          flight.id as number,
          flight.departureDate as string,
          flight.departureTime as string,
          airline.name,
          `${destination.city} – ${destination.airport}`,
          `${pilot.firstName} ${pilot.lastName}`,
        ];
      }),
    );
    expect(reply.rawPayload.equals(Buffer.from(expected, 'utf8'))).toBe(true);
  });

  it('exports one page without getAll, every matching row with it, and free text as the list finds it', async () => {
    const all = await listed(t.admin, '/Passengers?sort=lastName,firstName');
    const page = await t.admin.get('/Passengers/export/csv?sort=lastName,firstName&page=2&pageSize=3');
    const ids = (reply: Reply) =>
      reply.body
        .slice(1)
        .split('\r\n')
        .slice(1, -1)
        .map((line) => Number(line.split(',')[0]));
    expect(ids(page)).toEqual(all.slice(3, 6).map(({ id }) => id));
    const everything = await t.admin.get(
      '/Passengers/export/csv?sort=lastName,firstName&getAll=true&page=2&pageSize=3',
    );
    expect(ids(everything)).toEqual(all.map(({ id }) => id));

    const found = await listed(t.admin, '/PlaneTickets?q=john');
    const tickets = await t.admin.get('/PlaneTickets/export/csv?q=john&getAll=true');
    expect(ids(tickets)).toEqual(found.map(({ id }) => id));
  });

  it.each(['Flights', 'PlaneTickets', 'Passengers'])(
    'writes every row of %s with getAll as its pages write it from the list’s own records',
    async (path) => {
      const lines = (reply: Reply) => reply.body.slice(1).split('\r\n').slice(1, -1);
      const everything = await t.admin.get(`/${path}/export/csv?getAll=true&sort=-id`);
      expect(everything.statusCode).toBe(200);
      const paged: string[] = [];
      for (let page = 1; ; page++) {
        const reply = await t.admin.get(`/${path}/export/csv?sort=-id&page=${page}&pageSize=3`);
        if (reply.statusCode === 204) break;
        paged.push(...lines(reply));
      }
      expect(paged.length).toBeGreaterThan(3);
      expect(paged.length).toBe(Number(everything.headers['x-export-rows']));
      expect(lines(everything)).toEqual(paged);
    },
  );

  // On PostgreSQL every row's CSV is written by PostgreSQL (COPY, D-108) and a page's by Node: both must be the same
  // bytes for any value, which the demo data alone would not show.
  it('writes every row of every resource as its pages write it, whatever the values hold', async () => {
    const { app } = t.testApp;
    const copyCsv = app.everyRowExports.copyCsv;
    let copies = 0;
    if (copyCsv !== undefined) {
      app.everyRowExports.copyCsv = (statement, timeoutMs) => {
        copies++;
        return copyCsv(statement, timeoutMs);
      };
    }
    // Values a CSV must quote, neutralise or write as Node writes a number or a time; put back afterwards.
    const odd: [table: string, id: number, values: Record<string, string | number>][] = [
      ['airline', 1, { name: 'Jet, "Blue"\r\nAir' }],
      ['airline', 2, { name: '=1+1' }],
      ['destination', 1, { city: 'Köln "am Rhein"', airport: '@home' }],
      ['passenger', 1, { first_name: '-Ann', address: 'Flat 2,\n"The Mill"', phone: '+44 113' }],
      ['pilot', 1, { first_name: '\tTab', last_name: 'Ünal' }],
      ['flight', 1, { departure_time: '08:30:15' }],
      ['flight', 2, { departure_time: '23:59:00' }],
      ['plane_ticket', 1, { price: 120.5 }],
      ['plane_ticket', 2, { price: 99.99 }],
      ['plane_ticket', 3, { price: 100 }],
    ];
    const update = (table: string, id: number, values: Record<string, unknown>) =>
      sql`update ${sql.table(table)} set ${sql.join(
        Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
      )} where id = ${id}`;
    const before = await Promise.all(
      odd.map(async ([table, id, values]) => {
        const columns = Object.keys(values).map((column) => sql.ref(column));
        const { rows } = await sql<
          Record<string, unknown>
        >`select ${sql.join(columns)} from ${sql.table(table)} where id = ${id}`.execute(t.db);
        return update(table, id, rows[0] ?? {});
      }),
    );
    for (const [table, id, values] of odd) await update(table, id, values).execute(t.db);
    try {
      // Every resource the API has, so that one added later is held to the same.
      for (const { definition } of RESOURCES) {
        const { path } = definition;
        const client = definition.access.read === 'superAdmin' ? t.superAdmin : t.admin;
        const everything = await client.get(`/${path}/export/csv?getAll=true`);
        expect({ path, status: everything.statusCode }).toEqual({ path, status: 200 });
        // The pages' files, each under its byte-order mark and header, whose line holds no break.
        const header = everything.body.slice(0, everything.body.indexOf('\r\n') + 2);
        let paged = header;
        for (let page = 1; ; page++) {
          const reply = await client.get(`/${path}/export/csv?page=${page}&pageSize=20`);
          if (reply.statusCode === 204) break;
          expect(reply.body.startsWith(header)).toBe(true);
          paged += reply.body.slice(header.length);
        }
        expect({ path, file: everything.body }).toEqual({ path, file: paged });
      }
      expect(copies).toBe(copyCsv === undefined ? 0 : RESOURCES.length);
    } finally {
      app.everyRowExports.copyCsv = copyCsv;
      for (const statement of before.reverse()) await statement.execute(t.db);
    }
  });

  it('comes gzipped, not brotli, to a browser that accepts both, and unzips to the same file', async () => {
    const path = '/api/v1/Passengers/export/csv?getAll=true&sort=lastName,firstName';
    const plain = await t.admin.get('/Passengers/export/csv?getAll=true&sort=lastName,firstName');
    const zipped = await t.testApp.app.inject({
      method: 'GET',
      url: path,
      headers: { ...bearer(t.adminToken), 'accept-encoding': 'br, gzip, deflate' },
    });
    expect(zipped.statusCode).toBe(200);
    // gzip, flushed at each write, so the rows reach the browser as they are read; brotli held them to the end.
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('clamps the page size to the maximum, as the list does', async () => {
    const reply = await t.admin.get('/Passengers/export/csv?pageSize=500');
    expect(reply.body.split('\r\n').length - 2).toBe(20);
  });

  it('quotes as RFC 4180 says and neutralises what a spreadsheet would run as a formula', async () => {
    const names = ['=HYPERLINK("http://x.example","Click")', '+1+1', '-2+3', '@SUM(A1)', 'Jet, "Blue"'];
    const ids: number[] = [];
    for (const name of names) {
      const created = await t.admin.post('/Airlines', { name });
      expect(created.statusCode).toBe(201);
      ids.push(created.json<{ id: number }>().id);
    }
    const reply = await t.admin.get(`/Airlines/export/csv?getAll=true&sort=-id&pageSize=5`);
    const lines = reply.body.split('\r\n');
    expect(lines.slice(1, 6)).toEqual([
      `${ids[4]},"Jet, ""Blue"""`,
      `${ids[3]},'@SUM(A1)`,
      `${ids[2]},'-2+3`,
      `${ids[1]},'+1+1`,
      `${ids[0]},"'=HYPERLINK(""http://x.example"",""Click"")"`,
    ]);

    const sheet = await workbookOf(await t.admin.get('/Airlines/export/excel?sort=-id&pageSize=5'));
    const cells = [2, 3, 4, 5, 6].map((row) => sheet.getRow(row).getCell(2));
    expect(cells.map((cell) => cell.value)).toEqual([
      'Jet, "Blue"',
      "'@SUM(A1)",
      "'-2+3",
      "'+1+1",
      `'=HYPERLINK("http://x.example","Click")`,
    ]);
    expect(cells.every((cell) => cell.type === ExcelJS.ValueType.String)).toBe(true);
    for (const id of ids) expect((await t.admin.delete(`/Airlines/${id}`)).statusCode).toBe(204);
  });
});

describe('Excel and PDF', () => {
  it('writes a workbook whose header row is the list columns and whose numbers are numbers', async () => {
    const tickets = await listed(t.admin, '/PlaneTickets?sort=-price');
    const reply = await t.admin.get('/PlaneTickets/Export/Excel?getAll=true&sort=-price');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers['content-disposition']).toMatch(/filename="PlaneTickets_\d{8}_\d{6}\.xlsx"/);
    const sheet = await workbookOf(reply);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Id',
      'Price',
      'Purchase Date',
      'Seat Number',
      'Passenger',
      'Flight',
      'Travel Class',
    ]);
    expect(sheet.rowCount).toBe(tickets.length + 1);
    const first = tickets[0] as { id: number; price: number; passenger: { firstName: string; lastName: string } };
    expect(sheet.getRow(2).getCell(1).value).toBe(first.id);
    expect(sheet.getRow(2).getCell(2).value).toBe(first.price);
    expect(sheet.getRow(2).getCell(5).value).toBe(`${first.passenger.firstName} ${first.passenger.lastName}`);
  });

  it('writes a PDF with the title, what was asked for, every row and the page numbers', async () => {
    const passengers = await listed(t.admin, '/Passengers/search?lastName=o');
    const reply = await t.admin.get('/Passengers/export/pdf?getAll=true&lastName=o&sort=-lastName');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const pages = await pdfText(reply);
    const text = pages.join('\n');
    expect(text).toContain('Passengers');
    expect(text).toContain('Search: lastName o');
    expect(text).toContain('Sorted by: lastName (descending)');
    expect(text).toContain(`Every matching row (${passengers.length})`);
    expect(text).toContain('by aa');
    for (const passenger of passengers) expect(text).toContain(String(passenger.passport));
    expect(pages[0]).toContain('Page 1');
  });
});

describe('the reference API’s rules', () => {
  it('answers 204 when nothing matches or the page is past the end', async () => {
    for (const format of ['csv', 'excel', 'pdf']) {
      expect((await t.admin.get(`/Airlines/export/${format}?name=no-such-airline`)).statusCode).toBe(204);
      expect((await t.admin.get(`/Airlines/export/${format}?name=no-such-airline&getAll=true`)).statusCode).toBe(204);
      expect((await t.admin.get(`/Airlines/export/${format}?page=999`)).statusCode).toBe(204);
    }
  });

  it('refuses an unknown format, a bad page or sort, and a date range the wrong way round', async () => {
    expectProblem(await t.admin.get('/Airlines/export/docx'), 400, {
      errors: { format: ["'docx' is not an export format. Formats: csv, excel, pdf."] },
    });
    // Names every object has, which a lookup among the formats must not take for one.
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'CSV.', '%20']) {
      const reply = await t.admin.get(`/Airlines/export/${name}?getAll=true`);
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-type']).toContain('application/problem+json');
      expect(reply.json<{ detail: string }>().detail).toMatch(/is not an export format\. Formats: csv, excel, pdf\.$/);
    }
    expectProblem(await t.admin.get('/Flights/1/manifest/export/__proto__'), 400, {
      errors: { format: ["'__proto__' is not an export format. Formats: csv, excel, pdf."] },
    });
    expectProblem(await t.admin.get('/Airlines/export/csv?page=0'), 400, { detail: 'Invalid page number.' });
    expect((await t.admin.get('/Airlines/export/csv?sort=price')).statusCode).toBe(400);
    expectProblem(
      await t.admin.get(`/Flights/export/csv?startDate=${seedDay('2025-02-01')}&endDate=${seedDay('2025-01-01')}`),
      400,
      {
        errors: {
          endDate: [`The end date (${seedDay('2025-01-01')}) is before the start date (${seedDay('2025-02-01')}).`],
        },
      },
    );
  });

  it('lets Admin and SuperAdmin export, not User; API users only SuperAdmin', async () => {
    expect((await t.user.get('/Airlines/export/csv')).statusCode).toBe(403);
    expect((await t.superAdmin.get('/Airlines/export/csv')).statusCode).toBe(200);
    expect((await t.admin.get('/ApiUsers/export/csv')).statusCode).toBe(403);
    const anonymous = await t.testApp.app.inject({ method: 'GET', url: '/api/v1/Airlines/export/csv' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never puts a password or its hash in an API users export', async () => {
    const csv = await t.superAdmin.get('/ApiUsers/export/csv?getAll=true');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Id,Username,Roles');
    expect(lines).toContain('1,og,Super Admin');
    const hashes = await t.db.selectFrom('apiUser').select('password').execute();
    for (const format of ['csv', 'excel', 'pdf']) {
      const reply = await t.superAdmin.get(`/ApiUsers/export/${format}?getAll=true`);
      const text = format === 'pdf' ? (await pdfText(reply)).join(' ') : reply.body;
      for (const { password } of hashes) expect(text).not.toContain(password);
      expect(text).not.toMatch(/argon2|Password/);
    }
  });
});

/**
 * Exports still reading: the cursor where the embedded database's one session holds it, and on PostgreSQL the sessions
 * whose last statement was an export's (pg_cursors only shows a session its own cursors).
 */
async function openExports(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select (select count(*) from pg_cursors where name = 'export_rows')
         + (select count(*) from pg_stat_activity
            where pid <> pg_backend_pid() and state like 'idle in transaction%'
              and (query like 'fetch forward%' or query like 'declare export_rows%'))::int as n`.execute(t.db);
  return Number(rows[0]?.n);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a client that goes away', () => {
  it('stops the export and leaves the database free for the next request', async () => {
    const { app } = t.testApp;
    // Enough rows for the export to outlast the first chunk the client reads.
    await sql`
      insert into passenger (first_name, last_name, uprn, passport, address, phone)
      select 'Many', 'Row' || n, '9' || lpad(n::text, 12, '0'), 'Q' || lpad(n::text, 8, '0'), '1 Long Street', '555-0100'
      from generate_series(1, 20000) as n`.execute(t.db);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const firstChunk = await new Promise<number>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/Passengers/export/csv?getAll=true',
          headers: { authorization: `Bearer ${t.adminToken}` },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            request.destroy();
            resolve(chunk.length);
          });
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    expect(firstChunk).toBeGreaterThan(0);
    // The cursor's transaction ended: the next request is answered (on the embedded database, which has one
    // connection, it would otherwise wait for ever), and no session is left inside the export's transaction.
    const after = await t.admin.get('/Airlines?page=1');
    expect(after.statusCode).toBe(200);
    await waitFor(async () => (await openExports()) === 0);
    await t.db.deleteFrom('passenger').where('firstName', '=', 'Many').execute();
  });
});
