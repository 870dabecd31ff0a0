/** Newsletter subscription and one-click unsubscribe. */
import { object, string } from 'yup';
import { newsletterSchema } from '../schemas/newsletter';
import { defineEndpoint, json } from './define';
import {
  apiErrorSchema,
  newsletterResponseSchema,
  newsletterUnsubscribeResponseSchema,
} from './responses';

export const subscribe = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter',
  area: 'newsletter',
  summary: 'Subscribe an address (again: the same subscription, reactivated)',
  description: 'A new or returning subscriber gets a welcome email with an unsubscribe link.',
  access: 'public',
  rateLimit: 'forms',
  body: newsletterSchema,
  responses: {
    200: json('Subscribed.', newsletterResponseSchema),
    400: json("The address is missing or not valid (the field's message).", apiErrorSchema),
  },
});

const tokenField = string()
  .optional()
  .meta({ description: "The subscription's unsubscribe token, from the welcome email." });

export const unsubscribe = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/unsubscribe',
  area: 'newsletter',
  summary: 'Unsubscribe with the token from the welcome email',
  description:
    "The site's page sends `{token}` as JSON; a mail client's one-click button (RFC 8058) posts the form body `List-Unsubscribe=One-Click` to the `List-Unsubscribe` URL, which carries `?token=`.",
  access: 'public',
  rateLimit: 'forms',
  query: object({ token: tokenField }),
  body: object({
    token: tokenField,
    'List-Unsubscribe': string().optional().meta({ description: '`One-Click` (RFC 8058).' }),
  }),
  bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
  responses: {
    200: json(
      'Unsubscribed, or already unsubscribed by an earlier use of the link.',
      newsletterUnsubscribeResponseSchema,
    ),
    404: json('No subscription holds this token; nothing changes.', apiErrorSchema),
  },
});

export const unsubscribeLink = defineEndpoint({
  method: 'GET',
  path: '/api/newsletter/unsubscribe',
  area: 'newsletter',
  summary: "The one-click unsubscribe address opened in a browser: the site's unsubscribe page",
  description:
    "A mail client without one-click, or a link scanner, opens the `List-Unsubscribe` URL with GET. It never unsubscribes: it answers 303 to the site's page `/newsletter/unsubscribe?token=…`, whose button does (POST).",
  access: 'public',
  query: object({ token: tokenField }),
  responses: {
    303: {
      description: "`Location` is the site's unsubscribe page, with the same token.",
      contentType: 'text/plain',
    },
  },
});

export const unsubscribeNotFoundMessage = 'This unsubscribe link is not valid.';

export const newsletterEndpoints = { subscribe, unsubscribe, unsubscribeLink } as const;
