import type { FastifyPluginAsync } from 'fastify';
import type { QuestionnaireResponse, QuestionnaireStatus } from '@site/contracts/api-types';
import { questionnaireSchema } from '@site/contracts/schemas/questionnaire';
import { conflict, messages, notFound } from '../errors';
import { QuestionnaireExistsError } from '../repositories/questionnaires';
import { hasAccess } from '../services/booking-access';
import { queueQuestionnaireReceived } from '../services/notifications';
import { parseBody } from '../validation';

const consultationQuestionnaire: FastifyPluginAsync = async (app) => {
  /** Whether this e-mail has answered: never the answers themselves. */
  app.get<{ Params: { email: string } }>(
    '/consultation-questionnaire/:email',
    async (request): Promise<QuestionnaireStatus> => {
      const completion = await app.repos.questionnaires.findCompletion(request.params.email);
      if (completion === null)
        throw notFound('No questionnaire has been submitted for this email address');
      return { completed: true, completedAt: completion.completedAt };
    },
  );

  app.post<{ Querystring: { key?: string } }>(
    '/consultation-questionnaire',
    { config: { rateLimit: app.config.rateLimit.post } },
    async (request, reply): Promise<QuestionnaireResponse> => {
      const answers = await parseBody(questionnaireSchema, request.body);
      let identity = { name: answers.name, email: answers.email, bookingId: null as number | null };
      if (answers.bookingId !== undefined) {
        const booking = await app.repos.bookings.findById(answers.bookingId);
        if (booking === null || !hasAccess(request, booking))
          throw notFound(messages.bookingNotFound);
        // The booking is the authority on who is answering.
        identity = { name: booking.name, email: booking.email, bookingId: booking.id };
      }
      try {
        const saved = await app.knex.transaction(async (trx) => {
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
  );
};

export default consultationQuestionnaire;
