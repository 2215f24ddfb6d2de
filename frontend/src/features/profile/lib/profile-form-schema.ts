import { registrationPersonalSchema, updateProfileSchema } from '@mithaq/contracts';
import type { z } from 'zod';

const optional = updateProfileSchema.shape;

/** "Your Profile": the registration's (required) personal fields plus the optional details. */
export const profileFormSchema = registrationPersonalSchema.extend({
  occupation: optional.occupation,
  educationLevel: optional.educationLevel,
  height: optional.height,
  islamicSect: optional.islamicSect,
  ukResidencyStatus: optional.ukResidencyStatus,
  ukResidencyYears: optional.ukResidencyYears,
  workingStatus: optional.workingStatus,
});

export type ProfileFormValues = Partial<z.input<typeof profileFormSchema>>;
export type ProfileFormField = keyof ProfileFormValues;
