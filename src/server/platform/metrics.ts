import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Request durations are counted into these buckets (seconds), as Prometheus histograms are. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  /** The bearer token a scraper sends; without one `/metrics` does not exist. */
  token: string | undefined;
  /** Values read when scraped: queue depths, open sockets. */
  gauges: Record<string, { help: string; read: () => Promise<number> | number }>;
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus' text format, for the bearer of `METRICS_TOKEN` only: request counts and
 * latencies by route (the route's pattern, never its ids), and the gauges given. Registered on the root
 * app, so it sees every request.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const requests = new Map<string, number>();
  const durations = new Map<string, { buckets: number[]; sum: number; count: number }>();

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const key = `method="${request.method}",route="${escapeLabel(route)}",status="${reply.statusCode}"`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
    const seconds = reply.elapsedTime / 1000;
    const routeKey = `route="${escapeLabel(route)}"`;
    const histogram = durations.get(routeKey) ?? { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 };
    BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) histogram.buckets[i] += 1;
    });
    histogram.sum += seconds;
    histogram.count += 1;
    durations.set(routeKey, histogram);
  });

  const { token } = options;
  if (!token) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/metrics',
    {
      schema: {
        description: 'Prometheus metrics (request rates and latencies, queue depths, open sockets), for the bearer of METRICS_TOKEN.',
        response: { 200: z.string().describe('text/plain; version=0.0.4'), 401: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(sent, token)) return reply.code(401).send({ message: 'A metrics token is required' });
      const lines = [
        '# HELP http_requests_total Requests answered, by method, route and status.',
        '# TYPE http_requests_total counter',
        ...[...requests].map(([labels, n]) => `http_requests_total{${labels}} ${n}`),
        '# HELP http_request_duration_seconds Time to answer, by route.',
        '# TYPE http_request_duration_seconds histogram',
      ];
      for (const [labels, h] of durations) {
        lines.push(...BUCKETS.map((bound, i) => `http_request_duration_seconds_bucket{${labels},le="${bound}"} ${h.buckets[i]}`));
        lines.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${h.count}`);
        lines.push(`http_request_duration_seconds_sum{${labels}} ${h.sum}`);
        lines.push(`http_request_duration_seconds_count{${labels}} ${h.count}`);
      }
      for (const [name, gauge] of Object.entries(options.gauges)) {
        lines.push(`# HELP ${name} ${gauge.help}`, `# TYPE ${name} gauge`, `${name} ${await gauge.read()}`);
      }
      return reply
        .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`${lines.join('\n')}\n`);
    },
  );
}
