/** The contact form. */
import { contactSchema } from '../schemas/contact';
import { defineEndpoint, json } from './define';
import { apiErrorSchema, contactResponseSchema } from './responses';

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  area: 'contact',
  summary: 'Send a message through the contact form',
  description: 'Stored with every field the visitor filled in; the owner is notified by email.',
  access: 'public',
  rateLimit: 'forms',
  body: contactSchema,
  responses: {
    201: json('The message is stored.', contactResponseSchema),
    400: json('Each refused field with its message.', apiErrorSchema),
  },
});

export const contactEndpoints = { sendContactMessage } as const;
