// How long each kind of record is kept before the retention purge.
import { z } from 'zod';
import { positiveInt, setting } from './setting';

export const retentionSettings = {
  LEAD_RETENTION_DAYS: setting('retention', 'A lead that never became a client is purged after this many days, unless held.', positiveInt(730)),
  CONTACT_RETENTION_DAYS: setting('retention', 'Contact messages are purged after this many days.', positiveInt(730)),
  CHAT_RETENTION_DAYS: setting(
    'retention',
    "A visitor's chat (not a client's) is purged this many days after its last message, unless its lead is held.",
    positiveInt(365),
  ),
  CLIENT_RETENTION_YEARS: setting('retention', "A closed client's records are erased this many years after closure, unless held.", positiveInt(6)),
  COMPLAINT_RETENTION_YEARS: setting(
    'retention',
    'A complaint from someone who is not a client is purged this many years after it closed (at least 3).',
    // FCA DISP 1.9: a complaint's record is kept at least three years after it closes.
    z.coerce.number().int().min(3, 'must be at least 3: complaint records are kept three years after they close (FCA DISP 1.9)').default(3),
  ),
};
