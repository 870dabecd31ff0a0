import type { Knex } from 'knex';
import type { ContactMessage, MessageStatus } from '@site/contracts/admin';
import type { ContactRequest, ContactResponse } from '@site/contracts/api-types';
import type { Page } from '@site/contracts/admin';
import { toIso, toNumber } from '../../../db/mapping';
import { likePattern, newestFirstPage } from '../../../platform/newest-first-page';
import { tableAsJson } from '../../../platform/table-json';

export function createContactFormRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;
  return {
    async create(input: ContactRequest, trx?: Knex.Transaction): Promise<ContactResponse> {
      const [row] = await (trx ?? db)('contact_forms')
        .insert({
          type: input.inquiryType,
          name: input.name,
          email: input.email,
          organization: input.organization ?? null,
          message: input.message,
          referral_source: input.referralSource ?? null,
        })
        .returning(['id', 'created_at']);
      return { id: toNumber(row.id), createdAt: toIso(row.created_at) };
    },

    async listMessages(
      input: { status?: MessageStatus; q?: string; page: number; pageSize: number },
      trx?: Knex.Transaction,
    ): Promise<Page<ContactMessage>> {
      const filtered = (builder: Knex.QueryBuilder) => {
        if (input.status) builder.where('status', input.status);
        if (input.q) {
          const pattern = likePattern(input.q);
          builder.where((where) =>
            where
              .where('name', 'ilike', pattern)
              .orWhere('email', 'ilike', pattern)
              .orWhere('organization', 'ilike', pattern)
              .orWhere('message', 'ilike', pattern),
          );
        }
        return builder;
      };
      return newestFirstPage(filtered(q(trx)('contact_forms')), input, toContactMessage);
    },
    /**
     * The messages whose sender's name or address holds `text` (any case; `%` and `_` match
     * themselves), newest first, one page of them, with their total.
     */
    async messagesFrom(
      input: { text: string; page: number; pageSize: number },
      trx?: Knex.Transaction,
    ): Promise<Page<ContactMessage>> {
      const pattern = likePattern(input.text);
      const rows = q(trx)('contact_forms').where((where) =>
        where.where('name', 'ilike', pattern).orWhere('email', 'ilike', pattern),
      );
      return newestFirstPage(rows, input, toContactMessage);
    },
    async findMessage(id: number, trx?: Knex.Transaction): Promise<ContactMessage | null> {
      const row = await q(trx)('contact_forms').where({ id }).first();
      return row ? toContactMessage(row) : null;
    },
    /** Compare-and-swap: moves the status only if it is still `from`; null when it was not. */
    async updateMessageStatus(
      id: number,
      input: { from: MessageStatus; to: MessageStatus; now: Date },
      trx?: Knex.Transaction,
    ): Promise<ContactMessage | null> {
      const [row] = await q(trx)('contact_forms')
        .where({ id, status: input.from })
        .update({ status: input.to, updated_at: input.now })
        .returning('*');
      return row ? toContactMessage(row) : null;
    },
  };
}

export type ContactFormRepository = ReturnType<typeof createContactFormRepository>;

type Row = Record<string, unknown>;

export function toContactMessage(row: Row): ContactMessage {
  return {
    id: toNumber(row.id),
    name: row.name as string,
    email: row.email as string,
    type: row.type as string,
    organization: (row.organization as string | null) ?? null,
    referralSource: (row.referral_source as string | null) ?? null,
    message: row.message as string,
    status: row.status as MessageStatus,
    createdAt: toIso(row.created_at),
  };
}

/** Every contact form message, whole, for the owner's export. */
export const allContactMessagesAsJson = (db: Knex) => tableAsJson(db, 'contact_forms', 'id');
