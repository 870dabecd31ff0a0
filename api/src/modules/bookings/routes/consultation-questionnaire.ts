import type { FastifyPluginAsync } from 'fastify';
import { bookingQuestionnaireStatus } from '@site/contracts/endpoints/bookings';
import {
  questionnaireStatusByEmail,
  submitQuestionnaire,
} from '@site/contracts/endpoints/questionnaire';
import { questionnaireSchema } from '@site/contracts/schemas/questionnaire';
import { route } from '../../../platform/endpoints';
import { conflict, forbidden, messages, notFound } from '../../../platform/errors';
import { QuestionnaireExistsError } from '../repositories/questionnaires';
import { cookieBookingIds, hasAccess, mayOpenBooking } from '../services/booking-access';
import { queueQuestionnaireReceived } from '../services/notifications';
import { validateInput } from '../../../platform/validation';

const bookingIdSchema = questionnaireSchema.pick(['bookingId']);

const consultationQuestionnaire: FastifyPluginAsync = async (app) => {
  /**
   * Whether this email has answered for a booking, never the answers themselves, and only to a
   * browser holding the access cookie of a booking with that address (403 otherwise, whether or
   * not the address is a client's). Rate limited like the POST routes.
   */
  route(app, questionnaireStatusByEmail, {
    handler: async (request) => {
      const email = request.params.email.trim().toLowerCase();
      const bookings = (await app.repos.bookings.findByIds(cookieBookingIds(request))).filter(
        (booking) => booking.email.toLowerCase() === email && hasAccess(request, booking),
      );
      if (bookings.length === 0) throw forbidden(messages.questionnaireForbidden);
      const completion = await app.repos.questionnaires.findCompletionForBookings(
        bookings.map((booking) => booking.id),
      );
      if (completion === null)
        throw notFound('No questionnaire has been submitted for this email address');
      return { completed: true, completedAt: completion.completedAt } as const;
    },
  });

  /**
   * Whether this booking's questionnaire is done: his, kept once per client (any booking of his
   * address answered answers this one). Without the booking's access (its key, its
   * cookie, or its client's portal session) the answer is the same 404 as for a booking that does
   * not exist, like every booking route: ids cannot be counted.
   */
  route(app, bookingQuestionnaireStatus, {
    handler: async (request) => {
      const booking = await app.repos.bookings.findById(request.params.id);
      if (booking === null || !(await mayOpenBooking(app, request, booking)))
        throw notFound(messages.bookingNotFound);
      const completion = await app.repos.questionnaires.findCompletionOfPerson(booking.id);
      return { completed: completion !== null, completedAt: completion?.completedAt ?? null };
    },
  });

  route(app, submitQuestionnaire, {
    // A submission for a booking needs that booking's access (cookie, ?key= or its client's
    // portal session) and takes name and email from it; one without a booking is linked to
    // none, so it can neither complete nor block a booking's questionnaire. The booking is found
    // before the answers are read.
    access: async (request) => {
      const { bookingId } = await validateInput(bookingIdSchema, request.body);
      if (bookingId === undefined) return null;
      const booking = await app.repos.bookings.findById(bookingId);
      if (booking === null || !(await mayOpenBooking(app, request, booking)))
        throw notFound(messages.bookingNotFound);
      return booking;
    },
    bodyWith: (body, booking) =>
      booking === null ? body : { ...(body as object), name: booking.name, email: booking.email },
    handler: async (request, reply, booking) => {
      const answers = request.body;
      const identity =
        booking === null
          ? { name: answers.name, email: answers.email, bookingId: null }
          : { name: booking.name, email: booking.email, bookingId: booking.id };
      try {
        const saved = await app.knex.transaction(async (trx) => {
          // Kept once per client: answered for another booking of his, it is not asked again.
          if (
            identity.bookingId !== null &&
            (await app.repos.questionnaires.findCompletionOfPerson(identity.bookingId, trx)) !==
              null
          )
            throw new QuestionnaireExistsError();
          const created = await app.repos.questionnaires.create({ ...answers, ...identity }, trx);
          await queueQuestionnaireReceived(
            app,
            { id: created.id, bookingId: identity.bookingId, answers: { ...answers, ...identity } },
            trx,
          );
          return created;
        });
        return reply.code(201).send(saved);
      } catch (error) {
        if (error instanceof QuestionnaireExistsError) throw conflict(messages.questionnaireExists);
        throw error;
      }
    },
  });
};

export default consultationQuestionnaire;
