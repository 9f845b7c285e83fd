import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHAT_SOCKET_PATH } from '../../../contract/chat/messages';
import { failures } from '../../../contract/shared/replies';
import { CLIENT_SESSION_COOKIE } from '../../platform/auth/client-sessions';
import { HttpError } from '../../platform/http-error';
import { isOwnSite } from '../../platform/site-origin';
import type { createSocketHub } from './socket-hub';

export const FOREIGN_ORIGIN_MESSAGE = 'The chat socket opens only from this site';

/**
 * Whether a page of `origin` may open the socket: the site's own. A request without Origin is not a
 * browser's page (browsers always send it on a WebSocket) and cannot act for a visitor's cookies: it is
 * let through.
 */
export function socketOriginAllowed(origin: string | undefined, siteOrigin: string | null, requestHost: string): boolean {
  return origin === undefined || isOwnSite(origin, siteOrigin, requestHost);
}

export interface SocketRouteOptions {
  hub: ReturnType<typeof createSocketHub>;
  /** The only origin whose pages may open the socket (PUBLIC_URL's); null: the request's own host. */
  siteOrigin: string | null;
  /** The signed-in client of a session cookie, when there is one. */
  signedInClient: (cookie: string | undefined) => Promise<number | null>;
}

/**
 * The live chat's WebSocket (a WebSocket upgrade, not a request/reply endpoint). Accepted at once so no
 * event is missed; the browser's client session is read when it joins a room, and while it stays.
 */
export function registerChatSocket(app: FastifyInstance, options: SocketRouteOptions) {
  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      // Refused before the upgrade: another site's page cannot open a socket with the visitor's cookies.
      preValidation: async (request) => {
        if (!socketOriginAllowed(request.headers.origin, options.siteOrigin, request.host)) throw new HttpError(403, FOREIGN_ORIGIN_MESSAGE);
      },
      schema: {
        description: 'The live chat WebSocket: visitors join their room, staff join with their token.',
        response: { 101: z.null().describe('Switching protocols'), ...failures(403) },
      },
    },
    (socket, request) => {
      const cookie = request.cookies[CLIENT_SESSION_COOKIE];
      options.hub.accept(socket, () => options.signedInClient(cookie), request.ip);
    },
  );
}
