import type { Knex } from 'knex';
import {
  ownerSettingsKeys,
  type OwnerSettingKey,
  type OwnerSettings,
} from '@site/contracts/endpoints/admin-site';
import {
  sitePhotoKinds,
  type SitePhoto,
  type SitePhotoKind,
  type SitePhotos,
} from '@site/contracts/site-settings';

/** A photo's row: its set as JSON, under a key no text setting uses. */
const photoKey = (kind: SitePhotoKind) => `photo.${kind}`;

/** The text settings' version, moved by every save: a row under a key no setting uses. */
const versionKey = 'settings.version';

const emptySettings = (): OwnerSettings =>
  Object.fromEntries(ownerSettingsKeys.map((key) => [key, ''])) as OwnerSettings;

/** The owner's site settings: a row per setting he set; none → '' (the environment decides). */
export function createSiteSettingsRepository(db: Knex) {
  return {
    async read(trx?: Knex.Transaction): Promise<OwnerSettings> {
      const rows = await (trx ?? db)<{ key: string; value: string }>('site_settings').select(
        'key',
        'value',
      );
      const settings = emptySettings();
      for (const row of rows) {
        if ((ownerSettingsKeys as readonly string[]).includes(row.key))
          settings[row.key as OwnerSettingKey] = row.value;
      }
      return settings;
    },

    /** The text settings' version: 0 until the first save. */
    async readVersion(trx?: Knex.Transaction): Promise<number> {
      const row = await (trx ?? db)<{ key: string; value: string }>('site_settings')
        .where({ key: versionKey })
        .first('value');
      return row ? Number(row.value) : 0;
    },

    /**
     * The version, locked until the transaction ends: a save waits for another in progress, then
     * reads the version that one left.
     */
    async lockVersion(trx: Knex.Transaction, now: Date): Promise<number> {
      await trx('site_settings')
        .insert({ key: versionKey, value: '0', updated_at: now })
        .onConflict('key')
        .ignore();
      const row = await trx<{ key: string; value: string }>('site_settings')
        .where({ key: versionKey })
        .forUpdate()
        .first('value');
      return Number(row?.value ?? 0);
    },

    async setVersion(version: number, trx: Knex.Transaction, now: Date): Promise<void> {
      await trx('site_settings')
        .where({ key: versionKey })
        .update({ value: String(version), updated_at: now });
    },

    /** Saves every setting: an empty one is removed (back to the environment's value). */
    async save(settings: OwnerSettings, trx: Knex.Transaction, now: Date): Promise<void> {
      for (const key of ownerSettingsKeys) {
        const value = settings[key];
        if (value === '') await trx('site_settings').where({ key }).delete();
        else
          await trx('site_settings')
            .insert({ key, value, updated_at: now })
            .onConflict('key')
            .merge(['value', 'updated_at']);
      }
    },

    /** The uploaded photos; a kind without a row is drawn with the built-in image. */
    async readPhotos(trx?: Knex.Transaction): Promise<SitePhotos> {
      const rows = await (trx ?? db)<{ key: string; value: string }>('site_settings')
        .whereIn('key', sitePhotoKinds.map(photoKey))
        .select('key', 'value');
      const photos: SitePhotos = { portrait: null, hero: null };
      for (const kind of sitePhotoKinds) {
        const row = rows.find((candidate) => candidate.key === photoKey(kind));
        if (row) photos[kind] = JSON.parse(row.value) as SitePhoto;
      }
      return photos;
    },

    /** Stores a photo's set, or removes it (null: back to the built-in image). */
    async savePhoto(
      kind: SitePhotoKind,
      photo: SitePhoto | null,
      trx: Knex.Transaction,
      now: Date,
    ): Promise<void> {
      const key = photoKey(kind);
      if (photo === null) await trx('site_settings').where({ key }).delete();
      else
        await trx('site_settings')
          .insert({ key, value: JSON.stringify(photo), updated_at: now })
          .onConflict('key')
          .merge(['value', 'updated_at']);
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
