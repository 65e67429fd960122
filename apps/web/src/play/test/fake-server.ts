import { vi } from 'vitest';

/** What a fake route answers: a value (wrapped in the success envelope), or a Response. */
type Answer = unknown;
type Route = (body: Record<string, unknown>, url: URL) => Answer | Promise<Answer>;

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const ok = (value: unknown) => json(200, { success: true, value });

export const refused = (status: number, code: string, message: string, details?: unknown) =>
  json(status, { success: false, code, message, ...(details === undefined ? {} : { details }) });

/** A route that throws, as fetch does when the connection drops. */
export const networkDown = (): never => {
  throw new TypeError('Failed to fetch');
};

/**
 * Spies on fetch and answers the play API from `routes` (by path); records every request
 * so a test can read the bodies the page sent. Unknown paths answer 404.
 */
export function fakeServer(routes: Record<string, Route>) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), window.location.origin);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body });
    const route = routes[url.pathname];
    if (!route) return refused(404, 'NOT_FOUND', `no fake route for ${url.pathname}`);
    const answer = await route(body, url);
    return answer instanceof Response ? answer : ok(answer);
  });
  return {
    sent,
    to: (path: string) => sent.filter((s) => s.path === path),
    /** Replaces one route's answer for the next requests. */
    answer(path: string, route: Route) {
      routes[path] = route;
    },
  };
}
