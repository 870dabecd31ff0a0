/**
 * Clients as people (one row per lower-cased address), their one-time sign-in codes, the record
 * of codes asked for, and their portal sessions. Every time is passed in by the caller (the app's
 * clock), so expiry and limits follow the clock tests inject.
 */
import type { Knex } from 'knex';
import { affectedRows, toIso, toIsoOrNull, toNumber } from '../../../db/mapping';

export interface ClientAccount {
  id: number;
  email: string;
  timezone: string | null;
  /** When he asked for his data to be erased, if he has (ISO). */
  erasureRequestedAt: string | null;
}

export interface ClientSessionRecord {
  id: number;
  clientId: number;
  email: string;
  lastSeenAt: Date;
  expiresAt: string;
}

type Row = Record<string, unknown>;

const toAccount = (row: Row): ClientAccount => ({
  id: toNumber(row.id),
  email: String(row.email),
  timezone: (row.timezone as string | null) ?? null,
  erasureRequestedAt: toIsoOrNull(row.erasure_requested_at),
});

export function createClientAccountRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  return {
    /** The client of an address, made if it has none yet. */
    async ensure(email: string, trx?: Knex.Transaction): Promise<ClientAccount> {
      const address = email.trim().toLowerCase();
      await q(trx).raw('INSERT INTO clients (email) VALUES (?) ON CONFLICT (email) DO NOTHING', [
        address,
      ]);
      const row = (await q(trx)('clients').where({ email: address }).first()) as Row;
      return toAccount(row);
    },

    /** The client of an address (any case); null when it has none. */
    async findByEmail(email: string, trx?: Knex.Transaction): Promise<ClientAccount | null> {
      const address = email.trim().toLowerCase();
      const row = (await q(trx)('clients').where({ email: address }).first()) as Row | undefined;
      return row ? toAccount(row) : null;
    },

    async findById(id: number, trx?: Knex.Transaction): Promise<ClientAccount | null> {
      const row = (await q(trx)('clients').where({ id }).first()) as Row | undefined;
      return row ? toAccount(row) : null;
    },

    // --- codes ---------------------------------------------------------------------------------

    /** How many codes were asked for by address hash and by visitor since `since`. */
    async countCodeRequests(
      input: { addressHash: string; ip: string; since: Date },
      trx?: Knex.Transaction,
    ): Promise<{ perAddress: number; perVisitor: number }> {
      const row = (await q(trx)('client_code_requests')
        .where('created_at', '>=', input.since)
        .select(
          db.raw('count(*) FILTER (WHERE address_hash = ?) AS per_address', [input.addressHash]),
          db.raw('count(*) FILTER (WHERE ip = ?) AS per_visitor', [input.ip]),
        )
        .first()) as Row;
      return { perAddress: toNumber(row.per_address), perVisitor: toNumber(row.per_visitor) };
    },

    async recordCodeRequest(
      input: { addressHash: string; ip: string; at: Date },
      trx?: Knex.Transaction,
    ): Promise<void> {
      await q(trx)('client_code_requests').insert({
        address_hash: input.addressHash,
        ip: input.ip,
        created_at: input.at,
      });
    },

    /** A new code for the client (its id); his older unused codes stop working. */
    async issueCode(
      input: { clientId: number; codeHash: string; at: Date; expiresAt: Date },
      trx?: Knex.Transaction,
    ): Promise<number> {
      await q(trx)('client_sign_in_codes')
        .where({ client_id: input.clientId })
        .whereNull('used_at')
        .update({ used_at: input.at });
      const [row] = await q(trx)('client_sign_in_codes')
        .insert({
          client_id: input.clientId,
          code_hash: input.codeHash,
          created_at: input.at,
          expires_at: input.expiresAt,
        })
        .returning('id');
      return toNumber((row as { id: unknown }).id);
    },

    /** The client's live code (unused, unexpired, tries left), locked for the check. */
    async liveCode(
      input: { email: string; now: Date; maxWrongTries: number },
      trx: Knex.Transaction,
    ): Promise<{ id: number; clientId: number; codeHash: string } | null> {
      const row = (await trx('client_sign_in_codes as c')
        .join('clients as cl', 'cl.id', 'c.client_id')
        .where('cl.email', input.email.trim().toLowerCase())
        .whereNull('c.used_at')
        .where('c.expires_at', '>', input.now)
        .where('c.failed_attempts', '<', input.maxWrongTries)
        .orderBy('c.id', 'desc')
        .forUpdate()
        .first('c.id', 'c.client_id', 'c.code_hash')) as Row | undefined;
      return row
        ? {
            id: toNumber(row.id),
            clientId: toNumber(row.client_id),
            codeHash: String(row.code_hash),
          }
        : null;
    },

    async spendCode(id: number, at: Date, trx: Knex.Transaction): Promise<boolean> {
      return (
        affectedRows(
          await trx('client_sign_in_codes')
            .where({ id })
            .whereNull('used_at')
            .update({ used_at: at }),
        ) === 1
      );
    },

    async countWrongTry(id: number, trx: Knex.Transaction): Promise<void> {
      await trx('client_sign_in_codes').where({ id }).increment('failed_attempts', 1);
    },

    /** Codes and code requests past use: expired or used codes, requests older than `before`. */
    async sweep(input: { now: Date; before: Date }): Promise<void> {
      await db('client_sign_in_codes')
        .where('expires_at', '<', input.now)
        .orWhereNotNull('used_at')
        .delete();
      await db('client_code_requests').where('created_at', '<', input.before).delete();
      await db('client_sessions').where('expires_at', '<', input.now).delete();
    },

    // --- sessions ------------------------------------------------------------------------------

    async createSession(
      input: { clientId: number; tokenHash: string; at: Date; expiresAt: Date },
      trx?: Knex.Transaction,
    ): Promise<void> {
      await q(trx)('client_sessions').insert({
        client_id: input.clientId,
        token_hash: input.tokenHash,
        created_at: input.at,
        last_seen_at: input.at,
        expires_at: input.expiresAt,
      });
    },

    async findLiveSession(
      tokenHash: string,
      input: { now: Date; idleSince: Date },
    ): Promise<ClientSessionRecord | null> {
      const row = (await db('client_sessions as s')
        .join('clients as c', 'c.id', 's.client_id')
        .where('s.token_hash', tokenHash)
        .where('s.expires_at', '>', input.now)
        .where('s.last_seen_at', '>', input.idleSince)
        .first('s.id', 's.client_id', 'c.email', 's.last_seen_at', 's.expires_at')) as
        Row | undefined;
      if (!row) return null;
      return {
        id: toNumber(row.id),
        clientId: toNumber(row.client_id),
        email: String(row.email),
        lastSeenAt: new Date(row.last_seen_at as string),
        expiresAt: toIso(row.expires_at),
      };
    },

    async touchSession(id: number, at: Date): Promise<void> {
      await db('client_sessions').where({ id }).update({ last_seen_at: at });
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db('client_sessions').where({ token_hash: tokenHash }).delete();
    },
  };
}

export type ClientAccountRepository = ReturnType<typeof createClientAccountRepository>;
