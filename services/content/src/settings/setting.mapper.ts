import type { SiteSetting } from '@mithaq/contracts';
import type { SiteSettingEntity } from './entities/site-setting.entity';

/** A setting as admins see it after changing it: who changed it last included. */
export const toSiteSetting = (entity: SiteSettingEntity): SiteSetting => ({
  ...toPublicSiteSetting(entity),
  updatedBy: entity.updatedBy,
});

/** A setting as anyone may read it: no account id of the admin who changed it. */
export const toPublicSiteSetting = (entity: SiteSettingEntity): SiteSetting => ({
  id: entity.id,
  key: entity.key,
  value: entity.value,
  lastUpdated: entity.lastUpdated.toISOString(),
});
