// The mail server, the sender, and the mail queue's retries.
import { emailField } from '../../../contract/shared/fields';
import { nonNegativeInt, optionalText, positiveInt, setting } from './setting';

export const emailSettings = {
  SMTP_URL: setting(
    'email',
    'The `smtp://` or `smtps://` URL of the mail server, user and password in it; unset, each email is written as a file under `<DATA_DIR>/mail/`.',
    optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://'),
    { example: 'smtps://user:password@mail.example.org:465' },
  ),
  MAIL_FROM: setting('email', 'The sender of every email.', optionalText, {
    shownDefault: '`"<COMPANY_NAME>" <no-reply@<host of PUBLIC_URL>>`',
    example: '"Recourse" <no-reply@example.org>',
  }),
  STAFF_NOTIFY_EMAIL: setting(
    'email',
    'Where staff are told of each new assessment; unset, nobody is.',
    // Read by the same rule as ADMIN_EMAIL (trimmed, lowercased, at most 254 characters).
    optionalText.pipe(emailField('must be an email address').optional()),
    { example: 'desk@example.org' },
  ),
  MAIL_MAX_ATTEMPTS: setting('email', 'Tries before an email is marked failed.', positiveInt(8)),
  MAIL_RETRY_BASE_MS: setting('email', "The first retry's delay, in milliseconds; each next one doubles, with jitter.", positiveInt(5_000)),
  MAIL_POLL_MS: setting('email', 'How often each instance looks for due emails, in milliseconds.', positiveInt(1_000)),
  CHAT_AWAY_MINUTES: setting(
    'email',
    'A staff chat reply unread this many minutes is emailed as waiting to the client, or to the visitor whose chat widget is still open.',
    nonNegativeInt(10),
  ),
  MAIL_TIMEOUT_MS: setting('email', 'How long one send to the mail server may take, in milliseconds.', positiveInt(10_000)),
};
