import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { uniqueViolationOf } from '@mithaq/database';
import {
  DomainError,
  ErrorCode,
  logoSettingKeys,
  TEXT_LOGO,
  UPLOADS_PATH,
  type Actor,
  type CreateSettingRequest,
  type SiteSetting,
} from '@mithaq/contracts';
import { SiteSettingEntity } from './entities/site-setting.entity';
import { toPublicSiteSetting, toSiteSetting } from './setting.mapper';
import { SettingsRepository } from './settings.repository';

const LOGO_KEYS: ReadonlySet<string> = new Set(logoSettingKeys);
const UPLOADED_IMAGE = new RegExp(`^${UPLOADS_PATH}/[0-9a-f-]{36}\\.(jpg|png|gif|webp)$`);

/**
 * The SPA puts a logo setting straight into <img src>, so it may only be the built-in logo, an
 * image this service stores, or an https address: never javascript:, data: or a relative path.
 */
const assertLogoValue = (key: string, value: string): void => {
  if (!LOGO_KEYS.has(key)) {
    return;
  }
  const ok =
    value === '' ||
    value === TEXT_LOGO ||
    UPLOADED_IMAGE.test(value) ||
    /^https:\/\/[^\s"'<>]+$/.test(value);
  if (!ok) {
    throw new DomainError(
      ErrorCode.ValidationFailed,
      'A logo must be text-logo, empty, an uploaded image or an https address',
      { value: 'A logo must be text-logo, empty, an uploaded image or an https address' },
    );
  }
};

@Injectable()
export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  /** The public list: anyone may read it, so it names no admin. */
  async list(): Promise<SiteSetting[]> {
    return (await this.settings.findAll()).map(toPublicSiteSetting);
  }

  async create(admin: Actor, request: CreateSettingRequest): Promise<SiteSetting> {
    assertLogoValue(request.key, request.value);
    const entity = Object.assign(new SiteSettingEntity(), {
      id: randomUUID(),
      key: request.key,
      value: request.value,
      lastUpdated: new Date(),
      updatedBy: admin.userId,
    });
    try {
      await this.settings.insert(entity);
    } catch (error) {
      if (uniqueViolationOf(error)) {
        throw new DomainError(ErrorCode.Conflict, 'A setting with this key already exists');
      }
      throw error;
    }
    return toSiteSetting(entity);
  }

  async put(admin: Actor, key: string, value: string): Promise<SiteSetting> {
    assertLogoValue(key, value);
    return toSiteSetting(await this.settings.upsert(key, value, admin.userId));
  }
}
