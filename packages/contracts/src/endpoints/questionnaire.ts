/** The pre-session questionnaire. */
import { object, string } from 'yup';
import { questionnaireSchema } from '../schemas/questionnaire';
import { defineEndpoint, json } from './define';
import { accessKeyQuery } from './params';
import {
  apiErrorSchema,
  questionnaireResponseSchema,
  questionnaireStatusSchema,
} from './responses';

export const questionnaireStatusByEmail = defineEndpoint({
  method: 'GET',
  path: '/api/consultation-questionnaire/:email',
  area: 'questionnaire',
  summary: 'Whether an address has answered for a booking',
  description:
    "Only for a browser holding the cookie of a booking with that address (403 otherwise, whether or not the address is a client's). Rate limited.",
  access: 'booking',
  rateLimit: 'default',
  params: object({ email: string().defined() }),
  responses: {
    200: json("That booking's questionnaire is done.", questionnaireStatusSchema),
    403: json('Without the cookie of a booking with this address.', apiErrorSchema),
    404: json('None submitted yet.', apiErrorSchema),
  },
});

export const submitQuestionnaire = defineEndpoint({
  method: 'POST',
  path: '/api/consultation-questionnaire',
  area: 'questionnaire',
  summary: 'Submit the pre-session questionnaire',
  description:
    "With `bookingId`: needs that booking's access (cookie or `?key=`), and name and email are taken from the booking (whatever the body says). Without: `name` and `email` from the body, linked to no booking.",
  access: 'public',
  rateLimit: 'default',
  query: accessKeyQuery,
  body: questionnaireSchema,
  responses: {
    201: json('Stored.', questionnaireResponseSchema),
    400: json('Each refused field with its message.', apiErrorSchema),
    404: json('The booking does not exist or not with this access.', apiErrorSchema),
    409: json('This booking already has its questionnaire.', apiErrorSchema),
  },
});

export const questionnaireEndpoints = { questionnaireStatusByEmail, submitQuestionnaire } as const;
