/**
 * The references for the intake bar: a minimal Express 5 + pg handler inserting the same lead on
 * `POST /api/client-submissions` (parse JSON, one INSERT ... RETURNING id, 201 `{ id }`), with no
 * validation, security headers, rate limit or coalescing. Pool size as the server's default (20).
 * `TABLE=client_submissions` inserts into the product's own lead table (its indexes and triggers: the
 * bar's reference); the default `plain_leads` (bench/intake/plain-table.sql) is the plain-table one.
 * Usage: DATABASE_URL=postgres://... PORT=5101 [TABLE=client_submissions] tsx bench/intake/express-baseline.ts
 */
import express, { type Request, type Response } from 'express';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const port = Number(process.env.PORT ?? 5101);
const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
pool.on('error', () => {});

const table = process.env.TABLE ?? 'plain_leads';
if (!['plain_leads', 'client_submissions'].includes(table)) throw new Error('TABLE must be plain_leads or client_submissions');
const INSERT = `insert into ${table}
  (first_name, last_name, email, phone, country, amount_lost, currency, deposit_method,
   company_name, expert_call_time, case_details, consent_to_share)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`;

interface Body {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  amountLost: string;
  currency: string;
  depositMethod: string;
  companyName: string;
  expertCallTime: string;
  caseDetails: string;
  consentToShare: boolean;
}

const app = express();
app.use(express.json());
app.post('/api/client-submissions', async (req: Request<unknown, unknown, Body>, res: Response) => {
  const b = req.body;
  try {
    const { rows } = await pool.query<{ id: number }>(INSERT, [
      b.firstName,
      b.lastName,
      b.email.toLowerCase(),
      b.phone,
      b.country,
      b.amountLost,
      b.currency,
      b.depositMethod,
      b.companyName,
      b.expertCallTime,
      b.caseDetails,
      b.consentToShare === true,
    ]);
    res.status(201).json({ id: rows[0].id });
  } catch (error) {
    const code = (error as { code?: string }).code;
    res.status(code === '23505' ? 409 : 500).json({ message: code === '23505' ? 'duplicate' : 'failed' });
  }
});

const server = app.listen(port, '127.0.0.1', () => console.log(`express baseline on ${port} into ${table}`));
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
