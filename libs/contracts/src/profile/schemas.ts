import { z } from 'zod';
import { islamicSects, ukResidencyStatuses, workingStatuses } from '../enums';
import { registrationPersonalSchema } from '../identity/schemas';

/** Free text a member may leave empty: '' and null both mean "not given". */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => value || null);

const optionalInt = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullable();

/**
 * The profile fields a member may change (PATCH /api/users/{id}): the registration fields plus
 * the ones only the profile page asks for. Every field is optional; unknown keys are refused.
 */
export const updateProfileSchema = registrationPersonalSchema
  .partial()
  .extend({
    occupation: optionalText('Occupation', 100).optional(),
    educationLevel: optionalText('Education level', 100).optional(),
    height: optionalInt('Height', 120, 230).optional(),
    islamicSect: z
      .enum(islamicSects, { error: 'Please select an Islamic sect' })
      .nullable()
      .optional(),
    ukResidencyStatus: z
      .enum(ukResidencyStatuses, { error: 'Please select a UK residency status' })
      .nullable()
      .optional(),
    ukResidencyYears: optionalInt('Years of UK residency', 0, 120).optional(),
    workingStatus: z
      .enum(workingStatuses, { error: 'Please select a working status' })
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateProfileRequest = z.output<typeof updateProfileSchema>;
export const profileFieldNames = Object.keys(
  updateProfileSchema.shape,
) as (keyof UpdateProfileRequest)[];

/** Answers travel as an object; the profile service checks them against the member's gender. */
export const questionnaireAnswersInputSchema = z.record(z.string(), z.unknown(), {
  error: 'The questionnaire answers must be an object',
});

export const questionnaireReviewFilters = ['pending', 'approved', 'rejected', 'all'] as const;
export type QuestionnaireReviewFilter = (typeof questionnaireReviewFilters)[number];

export const questionnaireReviewQuerySchema = z.object({
  status: z
    .enum(questionnaireReviewFilters, {
      error: 'status must be pending, approved, rejected or all',
    })
    .default('pending'),
});

/** POST /api/admin/questionnaires/{userId}/reject body. */
export const rejectQuestionnaireSchema = z
  .object({
    reason: z
      .string({ error: 'Please give a reason' })
      .trim()
      .min(3, 'The reason must be at least 3 characters')
      .max(500, 'The reason must be at most 500 characters'),
  })
  .strict();
