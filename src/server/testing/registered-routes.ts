import type { RouteOptions } from 'fastify';

/**
 * The routes an app registers, recorded as they are registered (pass `onRoute` to `buildApp`, or add
 * it as an `onRoute` hook before any route). Fastify's printed route tree leaves out some routes (a
 * wildcard under a static prefix), so the list is kept from the registrations themselves.
 */
export function routeRecorder() {
  const routes: RouteOptions[] = [];
  return { routes, onRoute: (route: RouteOptions) => void routes.push(route) };
}

/** Every recorded route whose path starts with `prefix`, as 'METHOD /path' (HEAD left out), sorted. */
export function registeredRoutes(routes: readonly RouteOptions[], prefix: string): string[] {
  const found = new Set<string>();
  for (const route of routes) {
    if (!route.url.startsWith(prefix)) continue;
    for (const method of [route.method].flat()) if (method !== 'HEAD') found.add(`${method} ${route.url}`);
  }
  return [...found].sort();
}
