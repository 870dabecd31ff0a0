/**
 * The owner's account (`users`), his recovery codes, his sessions and the failed sign-ins that
 * lock sign-in. Every time is passed in by the caller (the app's clock), never read from the
 * database, so expiry and lockout follow the clock tests inject.
 */
import type { Knex } from 'knex';
import { affectedRows, toIso, toNumber } from '../../../db/mapping';

export interface OwnerAccount {
  id: number;
  username: string;
  passwordHash: string;
  /** Encrypted TOTP secret; null when two-factor sign-in is off. */
  totpSecret: string | null;
  /** Encrypted secret being enrolled, until its first code confirms it. */
  totpPendingSecret: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totpLastStep: number | null;
}

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | string | bigint | null;
  totp_enabled_at?: Date | string | null;
  password_changed_at?: Date | string;
  updated_at?: Date | string;
}

function toAccount(row: UserRow): OwnerAccount {
  return {
    id: toNumber(row.id),
    username: row.username,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpPendingSecret: row.totp_pending_secret,
    totpLastStep: row.totp_last_step === null ? null : toNumber(row.totp_last_step),
  };
}

export interface OwnerSessionRecord {
  id: number;
  userId: number;
  username: string;
  twoFactorEnabled: boolean;
  lastSeenAt: Date;
  expiresAt: string;
}

export function createOwnerAccountRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  return {
    async findByUsername(username: string, trx?: Knex.Transaction): Promise<OwnerAccount | null> {
      const row = await q(trx)<UserRow>('users')
        .whereRaw('lower(username) = lower(?)', [username])
        .first();
      return row ? toAccount(row) : null;
    },

    async findById(id: number, trx?: Knex.Transaction): Promise<OwnerAccount | null> {
      const row = await q(trx)<UserRow>('users').where({ id }).first();
      return row ? toAccount(row) : null;
    },

    /**
     * Creates the account, or resets its password (and turns two-factor sign-in off) when the
     * username exists. Returns the account and whether it was new.
     */
    async upsertPassword(
      username: string,
      passwordHash: string,
      now: Date,
      trx: Knex.Transaction,
    ): Promise<{ account: OwnerAccount; created: boolean }> {
      const existing = await trx<UserRow>('users')
        .whereRaw('lower(username) = lower(?)', [username])
        .forUpdate()
        .first();
      if (existing) {
        const [row] = await trx<UserRow>('users')
          .where({ id: existing.id })
          .update({
            password_hash: passwordHash,
            totp_secret: null,
            totp_pending_secret: null,
            totp_last_step: null,
            totp_enabled_at: null,
            password_changed_at: now,
            updated_at: now,
          })
          .returning('*');
        await trx('owner_recovery_codes').where({ user_id: existing.id }).delete();
        return { account: toAccount(row as UserRow), created: false };
      }
      const [row] = await trx<UserRow>('users')
        .insert({ username, password_hash: passwordHash, password_changed_at: now })
        .returning('*');
      return { account: toAccount(row as UserRow), created: true };
    },

    async setPendingTotp(id: number, secret: string, trx?: Knex.Transaction): Promise<void> {
      await q(trx)('users').where({ id }).update({ totp_pending_secret: secret });
    },

    /** Pending → active, compare-and-swap on the secret that was confirmed. */
    async enableTotp(
      id: number,
      input: { pendingSecret: string; step: number; now: Date },
      trx: Knex.Transaction,
    ): Promise<boolean> {
      const updated = await trx('users')
        .where({ id, totp_pending_secret: input.pendingSecret })
        .whereNull('totp_secret')
        .update({
          totp_secret: input.pendingSecret,
          totp_pending_secret: null,
          totp_last_step: input.step,
          totp_enabled_at: input.now,
          updated_at: input.now,
        });
      return updated === 1;
    },

    async disableTotp(id: number, now: Date, trx: Knex.Transaction): Promise<void> {
      await trx('users').where({ id }).update({
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        totp_enabled_at: null,
        updated_at: now,
      });
      await trx('owner_recovery_codes').where({ user_id: id }).delete();
    },

    /** Records an accepted TOTP step; false when this step (or a later one) was already used. */
    async useTotpStep(id: number, step: number, trx?: Knex.Transaction): Promise<boolean> {
      const updated = await q(trx)('users')
        .where({ id })
        .andWhere((where) => where.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
        .update({ totp_last_step: step });
      return updated === 1;
    },

    async replaceRecoveryCodes(
      userId: number,
      codeHashes: string[],
      trx: Knex.Transaction,
    ): Promise<void> {
      await trx('owner_recovery_codes').where({ user_id: userId }).delete();
      await trx('owner_recovery_codes').insert(
        codeHashes.map((code_hash) => ({ user_id: userId, code_hash })),
      );
    },

    /** Marks an unused recovery code used (compare-and-swap); false when none matched. */
    async useRecoveryCode(
      userId: number,
      codeHash: string,
      now: Date,
      trx?: Knex.Transaction,
    ): Promise<boolean> {
      const updated = await q(trx)('owner_recovery_codes')
        .where({ user_id: userId, code_hash: codeHash })
        .whereNull('used_at')
        .update({ used_at: now });
      return updated === 1;
    },

    // --- sessions ---

    async createSession(
      input: { userId: number; tokenHash: string; ip: string; now: Date; expiresAt: Date },
      trx?: Knex.Transaction,
    ): Promise<void> {
      await q(trx)('owner_sessions').insert({
        user_id: input.userId,
        token_hash: input.tokenHash,
        ip: input.ip,
        created_at: input.now,
        last_seen_at: input.now,
        expires_at: input.expiresAt,
      });
    },

    /** The live session holding this token hash: not past its absolute or idle expiry. */
    async findLiveSession(
      tokenHash: string,
      input: { now: Date; idleSince: Date },
      trx?: Knex.Transaction,
    ): Promise<OwnerSessionRecord | null> {
      const row = await q(trx)('owner_sessions as s')
        .join('users as u', 'u.id', 's.user_id')
        .where('s.token_hash', tokenHash)
        .andWhere('s.expires_at', '>', input.now)
        .andWhere('s.last_seen_at', '>', input.idleSince)
        .first(
          's.id',
          's.user_id',
          'u.username',
          'u.totp_secret',
          's.last_seen_at',
          's.expires_at',
        );
      if (!row) return null;
      return {
        id: toNumber(row.id),
        userId: toNumber(row.user_id),
        username: row.username as string,
        twoFactorEnabled: row.totp_secret !== null,
        lastSeenAt: new Date(toIso(row.last_seen_at)),
        expiresAt: toIso(row.expires_at),
      };
    },

    async touchSession(id: number, now: Date, trx?: Knex.Transaction): Promise<void> {
      await q(trx)('owner_sessions').where({ id }).update({ last_seen_at: now });
    },

    async deleteSessionByTokenHash(tokenHash: string, trx?: Knex.Transaction): Promise<void> {
      await q(trx)('owner_sessions').where({ token_hash: tokenHash }).delete();
    },

    async deleteSessionsOfUser(userId: number, trx?: Knex.Transaction): Promise<number> {
      return affectedRows(await q(trx)('owner_sessions').where({ user_id: userId }).delete());
    },

    /** Sessions past either expiry are useless: removed whenever someone signs in. */
    async deleteExpiredSessions(
      input: { now: Date; idleSince: Date },
      trx?: Knex.Transaction,
    ): Promise<void> {
      await q(trx)('owner_sessions')
        .where('expires_at', '<=', input.now)
        .orWhere('last_seen_at', '<=', input.idleSince)
        .delete();
    },

    /** Whether the site has an owner (the first set-up is open until it does). */
    async hasOwner(trx?: Knex.Transaction): Promise<boolean> {
      return (await q(trx)('users').first('id')) !== undefined;
    },

    /** A new password (the owner changed it): two-factor and sessions are left as they are. */
    async setPassword(
      id: number,
      passwordHash: string,
      now: Date,
      trx: Knex.Transaction,
    ): Promise<void> {
      await trx('users')
        .where({ id })
        .update({ password_hash: passwordHash, password_changed_at: now, updated_at: now });
    },

    /** Ends every session of the user but one; returns how many ended. */
    async deleteOtherSessions(
      userId: number,
      keepSessionId: number,
      trx?: Knex.Transaction,
    ): Promise<number> {
      return affectedRows(
        await q(trx)('owner_sessions')
          .where({ user_id: userId })
          .whereNot({ id: keepSessionId })
          .delete(),
      );
    },

    // --- failed sign-ins: one row per failure, the username typed (lower-cased) and the address ---

    async recordFailure(
      input: { username: string; ip: string; now: Date },
      trx?: Knex.Transaction,
    ): Promise<void> {
      await q(trx)('sign_in_failures').insert({
        username: input.username,
        ip: input.ip,
        created_at: input.now,
      });
    },

    /**
     * Failures of this username since `since` (from one address when `ip` is given, else from
     * every address): how many, and the latest.
     */
    async failuresSince(
      input: { username: string; ip?: string; since: Date },
      trx?: Knex.Transaction,
    ): Promise<{ count: number; latest: Date | null }> {
      const query = q(trx)('sign_in_failures')
        .where({ username: input.username })
        .andWhere('created_at', '>', input.since);
      if (input.ip !== undefined) void query.andWhere({ ip: input.ip });
      const row = await query.first(
        db.raw('count(*) AS count'),
        db.raw('max(created_at) AS latest'),
      );
      return {
        count: toNumber(row?.count ?? 0),
        latest: row?.latest ? new Date(toIso(row.latest)) : null,
      };
    },

    /** Forgets the failures of this username (from one address when `ip` is given). */
    async clearFailures(
      input: { username: string; ip?: string },
      trx?: Knex.Transaction,
    ): Promise<void> {
      const query = q(trx)('sign_in_failures').where({ username: input.username.toLowerCase() });
      if (input.ip !== undefined) void query.andWhere({ ip: input.ip });
      await query.delete();
    },

    /** Failures older than `before` count for nothing any more. */
    async deleteFailuresBefore(before: Date, trx?: Knex.Transaction): Promise<void> {
      await q(trx)('sign_in_failures').where('created_at', '<', before).delete();
    },

    // --- the first set-up's one-time tokens (only their SHA-256) ---

    async addSetupToken(
      input: { tokenHash: string; now: Date; expiresAt: Date },
      trx?: Knex.Transaction,
    ): Promise<void> {
      await q(trx)('owner_setup_tokens').insert({
        token_hash: input.tokenHash,
        created_at: input.now,
        expires_at: input.expiresAt,
      });
    },

    /** Uses up a live token (deleted whatever happens next); false when none matched. */
    async useSetupToken(tokenHash: string, now: Date, trx: Knex.Transaction): Promise<boolean> {
      await trx('owner_setup_tokens').where('expires_at', '<=', now).delete();
      return (
        affectedRows(await trx('owner_setup_tokens').where({ token_hash: tokenHash }).delete()) ===
        1
      );
    },

    /** Every set-up token goes once an owner exists. */
    async deleteSetupTokens(trx?: Knex.Transaction): Promise<void> {
      await q(trx)('owner_setup_tokens').delete();
    },
  };
}

export type OwnerAccountRepository = ReturnType<typeof createOwnerAccountRepository>;
