import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './unique-email';

/** The nginx configuration `npm run cluster` uses: the tests run the same file. */
export const CLUSTER_NGINX_CONF = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/cluster/nginx.conf');

/** Debian's nginx, or the one on PATH; null when there is none. */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (existsSync(candidate)) return candidate;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'nginx');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Why the tests through nginx cannot run here, or null when they can. With CI=true a missing nginx is an error. */
export function nginxMissing(): string | null {
  if (findNginx()) return null;
  const message = 'nginx not found: install it (apt-get install nginx-light, or run `npm run cluster` once, which installs it)';
  if (process.env.CI === 'true') throw new Error(message);
  return message;
}

export interface Nginx {
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on `port` (or rejects after `ms`). */
export async function waitForPort(port: number, ms = 10_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > ms) throw new Error(`nothing listens on port ${port} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts nginx on a free loopback port with the cluster's configuration, in front of `upstreamPorts`. */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const binary = findNginx();
  if (!binary) throw new Error('nginx not found');
  const dir = mkdtempSync(path.join(tmpdir(), 'recourse-nginx-'));
  const port = await freePort();
  const upstreams = upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join('\n    ');
  const conf = readFileSync(CLUSTER_NGINX_CONF, 'utf8')
    .replaceAll('__DIR__', dir)
    .replaceAll('__LISTEN__', `127.0.0.1:${port}`)
    .replaceAll('__UPSTREAMS__', upstreams);
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([waitForPort(port), exited.then(() => Promise.reject(new Error('nginx exited')))]);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start: ${String(error)}\n${stderr}`);
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (!process.env.KEEP_NGINX_DIR) rmSync(dir, { recursive: true, force: true });
    },
  };
}
