import type { Knex } from 'knex';
import type { ContactMessage, MessageStatus } from '@site/contracts/admin';
import type { ContactRequest, ContactResponse } from '@site/contracts/api-types';
import { toIso, toNumber } from '../../../db/mapping';

export function createContactFormRepository(db: Knex) {
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
