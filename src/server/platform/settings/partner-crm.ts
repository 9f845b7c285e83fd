// The partner firm leads may be shared with, and the CRM outbox's calls to it.
import { z } from 'zod';
import { offByDefault, optionalHttpUrl, optionalText, positiveInt, setting } from './setting';

export const partnerCrmSettings = {
  PARTNER_NAME: setting(
    'partner CRM',
    "The partner firm a consenting visitor's case may be shared with; unset hides the consent box and shares nothing.",
    optionalText,
    { example: 'Example Partner LLP' },
  ),
  CRM_URL: setting('partner CRM', "The partner CRM's affiliate-registration endpoint; unset turns the sync off.", optionalHttpUrl, {
    example: 'https://partner.example/api/affiliate/register',
  }),
  CRM_TOKEN: setting('partner CRM', 'Sent to the partner CRM as `Authorization: Bearer`.', optionalText),
  CRM_CAMPAIGN: setting('partner CRM', 'The `utm_campaign` of every lead sent to the partner.', z.string().trim().default('recourse')),
  CRM_AUTO_SYNC: setting('partner CRM', '`true` queues each new consenting lead for the partner at once.', offByDefault),
  CRM_TIMEOUT_MS: setting('partner CRM', 'How long one call to the partner may take, in milliseconds.', positiveInt(10_000)),
  CRM_MAX_ATTEMPTS: setting('partner CRM', 'Tries before a lead is marked failed.', positiveInt(6)),
  CRM_RETRY_BASE_MS: setting('partner CRM', "The first retry's delay, in milliseconds; each next one doubles, with jitter.", positiveInt(2_000)),
  CRM_POLL_MS: setting('partner CRM', 'How often each instance looks for due CRM jobs, in milliseconds.', positiveInt(1_000)),
};
