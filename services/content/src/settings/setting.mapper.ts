import type { SiteSetting } from '@mithaq/contracts';
import type { SiteSettingEntity } from './entities/site-setting.entity';

export const toSiteSetting = (entity: SiteSettingEntity): SiteSetting => ({
  id: entity.id,
  key: entity.key,
  value: entity.value,
  lastUpdated: entity.lastUpdated.toISOString(),
  updatedBy: entity.updatedBy,
});
