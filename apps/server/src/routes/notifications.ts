import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  errorCodes,
  idParams,
  notificationListQuery,
  notificationPage,
  notificationSettings,
  notificationSettingsBody,
  notificationTrouble,
  unreadCount,
} from '@phonehaat/contract';
import { listNotifications, markAllRead, markRead, unreadCount as countUnread } from '../services/notifications/inbox.ts';
import { chooseSettings, settingsOf } from '../services/notifications/settings.ts';
import { deliveryTrouble, retryDelivery } from '../services/notifications/trouble.ts';
import { readUnsubscribeToken } from '../services/notifications/unsubscribe-token.ts';
import { AppError } from '../errors/app-error.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const bearer = [{ bearer: [] }];
const tags = ['notifications'];

export interface NotificationRoutesOptions {
  /** Signs the emails' unsubscribe links. */
  secret: string;
}

const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (app, { secret }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The signed-in person's notifications, newest first, with the unread count",
        security: bearer,
        querystring: notificationListQuery,
        response: { 200: notificationPage, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listNotifications(app.db, request.viewer!.id, request.query);
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: { tags, summary: 'How many notifications the signed-in person has not read', security: bearer, response: { 200: unreadCount, ...errors } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { unread: await countUnread(app.db, request.viewer!.id) };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: { tags, summary: 'Marks one notification read', security: bearer, params: idParams, response: { 200: unreadCount, ...errors } },
      preHandler: app.requireUser,
    },
    async (request) => ({ unread: await markRead(app.db, request.viewer!.id, request.params.id, app.clock()) }),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: { tags, summary: 'Marks every notification read', security: bearer, response: { 200: unreadCount, ...errors } },
      preHandler: app.requireUser,
    },
    async (request) => ({ unread: await markAllRead(app.db, request.viewer!.id, app.clock()) }),
  );

  app.get(
    '/notification-settings',
    {
      schema: {
        tags,
        summary: 'Which channels (email, SMS, push) the signed-in person has on for each kind of notification',
        security: bearer,
        response: { 200: notificationSettings, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { settings: await settingsOf(app.db, request.viewer!.id) };
    },
  );

  app.put(
    '/notification-settings',
    {
      schema: {
        tags,
        summary: 'Turns channels on or off per kind; the kinds and channels not named keep their setting',
        security: bearer,
        body: notificationSettingsBody,
        response: { 200: notificationSettings, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ settings: await chooseSettings(app.db, request.viewer!.id, request.body.settings) }),
  );

  // Mail clients' one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form; the
  // unsubscribe page posts the same. Only this route reads forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary: "Turns off an email's kind for its recipient, by the signed token of its unsubscribe link",
        querystring: z.object({ token: z.string().min(1).max(500) }),
        response: { 200: z.object({ kind: z.string() }), ...errors },
      },
    },
    async (request) => {
      const reader = readUnsubscribeToken(secret, request.query.token);
      if (!reader) throw new AppError(errorCodes.validation, 400, 'This unsubscribe link is not valid. Open your notification settings instead.');
      await chooseSettings(app.db, reader.userId, [{ kind: reader.kind, channel: 'email', enabled: false }]);
      return { kind: reader.kind };
    },
  );

  app.get(
    '/admin/notification-trouble',
    {
      schema: {
        tags,
        summary: 'Deliveries that failed after their retries, or that a crash left uncertain (admins)',
        security: bearer,
        response: { 200: z.array(notificationTrouble), ...errors },
      },
      preHandler: app.requireRole('admin'),
    },
    async () => deliveryTrouble(app.db),
  );

  app.post(
    '/admin/notification-trouble/:id/retry',
    {
      schema: { tags, summary: 'Sends a failed or uncertain delivery again (admins)', security: bearer, params: idParams, response: { 204: z.null(), ...errors } },
      preHandler: app.requireRole('admin'),
    },
    async (request, reply) => {
      await retryDelivery(app.db, request.params.id, app.clock());
      return reply.code(204).send(null);
    },
  );
};

export default notificationRoutes;
