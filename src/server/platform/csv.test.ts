import ExcelJS from 'exceljs';
import { intakeEndpoints } from '../../contract/intake/endpoints';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestStaff, obj, signInStaff, startTestApp, type TestApp, validAssessment } from '../testing';
import { crlfRecords, neutraliseCell } from './csv';

// A cell a spreadsheet could read as a formula or a field separator is kept as text by a leading
// apostrophe: = + - @, a tab or carriage return, and a semicolon (the separator of many locales).
describe('neutraliseCell', () => {
  it.each(['=1+1', '+44 20', '-2', '@SUM(A1)', '\tTabbed', '\rReturned', ';=1+1', ';cmd'])('prefixes %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it.each(['', 'Plain', '1+1', 'a;b', ' =1'])('leaves %j as it is', (cell) => {
    expect(neutraliseCell(cell)).toBe(cell);
  });
});

describe('crlfRecords', () => {
  // PostgreSQL's CSV: records end in LF; quoted fields may hold LF, CR and doubled quotes.
  const copied = 'a,"b\nc",d\n"x ""y""\n",,"""\n"\n\n"\r\n",z\n';
  const expected = 'a,"b\nc",d\r\n"x ""y""\n",,"""\n"\r\n\r\n"\r\n",z\r\n';

  async function through(chunks: Buffer[]): Promise<string> {
    const transform = crlfRecords();
    const out: Buffer[] = [];
    transform.on('data', (chunk: Buffer) => out.push(chunk));
    const ended = new Promise((resolve) => transform.once('end', resolve));
    for (const chunk of chunks) transform.write(chunk);
    transform.end();
    await ended;
    return Buffer.concat(out).toString();
  }

  it('ends each record with CR LF and leaves line feeds inside quoted fields alone', async () => {
    expect(await through([Buffer.from(copied)])).toBe(expected);
  });

  it('gives the same bytes however the stream is cut', async () => {
    const bytes = Buffer.from(copied);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
    expect(await through([...bytes].map((b) => Buffer.from([b])))).toBe(expected);
  });
});

describe('the lead export', () => {
  let open: TestApp;
  let token = '';
  let leadId = 0;

  beforeAll(async () => {
    open = await startTestApp();
    const staff = await createTestStaff(open.database.db, { isAdmin: true });
    token = await signInStaff(open.baseUrl, staff.email, staff.password);
    const created = await callApi(open.baseUrl, intakeEndpoints.submitAssessment, {
      body: validAssessment({ companyName: ';Semicolon Trading', caseDetails: ';=HYPERLINK("http://evil.example")' }),
    });
    expect(created.status, created.text).toBe(201);
    leadId = Number(obj(created).id);
  });

  afterAll(async () => open?.close());

  const download = (format: string) =>
    fetch(`${open.baseUrl}/api/admin/client-submissions/export?format=${format}&ids=${leadId}`, { headers: { authorization: `Bearer ${token}` } });

  it('CSV: cells starting with a semicolon are prefixed', async () => {
    const response = await download('csv');
    expect(response.status).toBe(200);
    const [, row] = parseCsv(await response.text(), { bom: true }) as string[][];
    expect(row).toContain("';Semicolon Trading");
    expect(row).toContain(`';=HYPERLINK("http://evil.example")`);
  });

  it('XLSX: the same cells are prefixed', async () => {
    const response = await download('xlsx');
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const values = (workbook.worksheets[0].getRow(2).values as unknown[]).map(String);
    expect(values).toContain("';Semicolon Trading");
    expect(values).toContain(`';=HYPERLINK("http://evil.example")`);
  });
});
