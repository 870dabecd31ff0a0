import type { Knex } from 'knex';
import type { QuestionnaireRequest, QuestionnaireResponse } from '@site/contracts/api-types';
import { toIso, toNumber } from '../../../db/mapping';
import { pgErrorCode, pgErrorCodes } from '../../../db/knex';
import { tableAsJson } from '../../../platform/table-json';

export class QuestionnaireExistsError extends Error {}

/**
 * SQL: whether the client of booking `b` has answered his questionnaire, as the column
 * `questionnaire_completed`. It is kept once per client, by his address: one answered for any
 * booking of his answers for all of them. Submissions made without a booking are never counted.
 */
export const personQuestionnaireCompletedSql = `EXISTS (SELECT 1 FROM consultation_questionnaires cq
  JOIN consultation_bookings answered ON answered.id = cq.booking_id
  WHERE lower(answered.email) = lower(b.email)) AS questionnaire_completed`;

export function createQuestionnaireRepository(db: Knex) {
  /**
   * The questionnaires of the person a booking belongs to (by his address, whichever booking each
   * was answered for), earliest first: `answered` is the booking each was answered for.
   */
  const personQuestionnaires = (bookingId: number, trx?: Knex.Transaction) =>
    (trx ?? db)('consultation_questionnaires as cq')
      .join('consultation_bookings as answered', 'answered.id', 'cq.booking_id')
      .join('consultation_bookings as b', (join) =>
        join.on(db.raw('lower(b.email) = lower(answered.email)')),
      )
      .where('b.id', bookingId)
      .orderBy([{ column: 'cq.completed_at' }, { column: 'cq.id' }]);

  return {
    /** Throws QuestionnaireExistsError when this booking's questionnaire is already stored. */
    async create(
      input: Omit<QuestionnaireRequest, 'bookingId'> & { bookingId: number | null },
      trx?: Knex.Transaction,
    ): Promise<QuestionnaireResponse> {
      try {
        const [row] = await (trx ?? db)('consultation_questionnaires')
          .insert({
            booking_id: input.bookingId,
            email: input.email.toLowerCase(),
            name: input.name,
            whats_working: input.whatsWorking,
            whats_not_working: input.whatsNotWorking,
            successful_but_incomplete: input.successfulButIncomplete,
            alignment_shift: input.alignmentShift,
            most_authentic: input.mostAuthentic,
            most_disconnected: input.mostDisconnected,
            magic_wand_change: input.magicWandChange,
            soul_fulfilled_success: input.soulFulfilledSuccess,
            willing_to_face: input.willingToFace,
            biggest_fear: input.biggestFear,
            natural_strengths: input.naturalStrengths,
            energy_drains: input.energyDrains,
            core_essence: input.coreEssence,
            professional_situation: input.professionalSituation,
            why_work_with_me: input.whyWorkWithMe,
            hoped_knowledge: input.hopedKnowledge,
            current_transitions: input.currentTransitions ?? null,
            previous_work: input.previousWork ?? null,
            missed_question: input.missedQuestion ?? null,
            alignment_scale: input.alignmentScale,
            ready_for_truths: input.readyForTruths,
            ready_for_changes: input.readyForChanges,
            ready_for_emotional_work: input.readyForEmotionalWork,
          })
          .returning(['id', 'completed_at']);
        return { id: toNumber(row.id), completedAt: toIso(row.completed_at) };
      } catch (error) {
        if (pgErrorCode(error) === pgErrorCodes.uniqueViolation)
          throw new QuestionnaireExistsError();
        throw error;
      }
    },

    /**
     * Whether one of these bookings has its questionnaire, and when (the earliest): never the
     * answers. Submissions made without a booking are never counted.
     */
    async findCompletionForBookings(
      bookingIds: readonly number[],
      trx?: Knex.Transaction,
    ): Promise<{ completedAt: string } | null> {
      if (bookingIds.length === 0) return null;
      const row = await (trx ?? db)('consultation_questionnaires')
        .select('completed_at')
        .whereIn('booking_id', bookingIds)
        .orderBy('completed_at')
        .first();
      return row ? { completedAt: toIso(row.completed_at) } : null;
    },

    /**
     * The questionnaire of the person a booking belongs to: when (the earliest) and for which of
     * his bookings. It is kept once per client, by his address, so one answered for any booking
     * of his answers for all. Never the answers; submissions made without a booking never count.
     */
    async findCompletionOfPerson(
      bookingId: number,
      trx?: Knex.Transaction,
    ): Promise<{ completedAt: string; bookingId: number } | null> {
      const row = await personQuestionnaires(bookingId, trx).first(
        'cq.completed_at',
        'cq.booking_id',
      );
      return row
        ? { completedAt: toIso(row.completed_at), bookingId: toNumber(row.booking_id) }
        : null;
    },

    /**
     * The questionnaire of the person a booking belongs to, whole (the earliest he answered, for
     * whichever booking of his address), with `booking_id` the booking it was answered for.
     */
    async questionnaireOfPerson(
      bookingId: number,
      trx?: Knex.Transaction,
    ): Promise<Record<string, unknown> | null> {
      const row = await personQuestionnaires(bookingId, trx).first(
        'cq.*',
        'answered.package_type as answered_package_type',
      );
      return (row as Record<string, unknown> | undefined) ?? null;
    },

    /** The questionnaire answered for this very booking, whole (its emails are the booking's). */
    async questionnaireOfBooking(
      bookingId: number,
      trx?: Knex.Transaction,
    ): Promise<Record<string, unknown> | null> {
      const row = await (trx ?? db)('consultation_questionnaires')
        .where({ booking_id: bookingId })
        .first();
      return (row as Record<string, unknown> | undefined) ?? null;
    },
  };
}

export type QuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;

/** Every questionnaire answer, whole, for the owner's export. */
export const allQuestionnairesAsJson = (db: Knex) =>
  tableAsJson(db, 'consultation_questionnaires', 'id');
