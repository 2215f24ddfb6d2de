import {
  composeEmailSchema,
  createContentSchema,
  createSettingSchema,
  keySchema,
  respondSchema,
  updateSettingSchema,
  siteImageUploadFieldsSchema,
} from '@mithaq/contracts';
import type { FormRule } from 'antd';
import { schemaRule } from '../../../lib/form-rules';

/**
 * The admin dialogs check their fields with the contracts' own schemas, so a field shows the
 * same text the server would answer ("Key is required", "Please enter a valid email address"...).
 */
export const fieldRules = {
  key: [schemaRule(keySchema)],
  contentTitle: [schemaRule(createContentSchema.shape.title)],
  newSettingValue: [schemaRule(createSettingSchema.shape.value)],
  settingValue: [schemaRule(updateSettingSchema.shape.value)],
  subject: [schemaRule(respondSchema.shape.subject)],
  message: [schemaRule(respondSchema.shape.message)],
  to: [schemaRule(composeEmailSchema.shape.to)],
  imageTitle: [schemaRule(siteImageUploadFieldsSchema.shape.title)],
  imageAlt: [schemaRule(siteImageUploadFieldsSchema.shape.alt)],
} satisfies Record<string, FormRule[]>;
