import type { Knex } from 'knex';

const requiredAnswers = [
  'whats_working',
  'whats_not_working',
  'successful_but_incomplete',
  'alignment_shift',
  'most_authentic',
  'most_disconnected',
  'magic_wand_change',
  'soul_fulfilled_success',
  'willing_to_face',
  'biggest_fear',
  'natural_strengths',
  'energy_drains',
  'core_essence',
  'professional_situation',
  'why_work_with_me',
  'hoped_knowledge',
];
const optionalAnswers = ['current_transitions', 'previous_work', 'missed_question'];
const scales = [
  'alignment_scale',
  'ready_for_truths',
  'ready_for_changes',
  'ready_for_emotional_work',
];

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('consultation_questionnaires', (table) => {
    table.increments('id');
    table
      .integer('booking_id')
      .references('id')
      .inTable('consultation_bookings')
      .onDelete('SET NULL');
    // Stored lower-cased, so the unique key is case-insensitive.
    table.text('email').notNullable().unique();
    table.text('name').notNullable();
    for (const column of requiredAnswers) table.text(column).notNullable();
    for (const column of optionalAnswers) table.text(column);
    for (const column of scales) {
      table.integer(column).notNullable().defaultTo(5);
      table.check(`${column} BETWEEN 1 AND 10`, [], `consultation_questionnaires_${column}_range`);
    }
    table.timestamp('completed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.index('booking_id');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('consultation_questionnaires');
}
