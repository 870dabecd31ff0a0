import type { Knex } from 'knex';
import {
  ownerSettingsKeys,
  type OwnerSettingKey,
  type OwnerSettings,
} from '@site/contracts/endpoints/admin-site';

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
  };
}

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
