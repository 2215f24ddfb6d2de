import { z } from 'zod';
import { userIdSchema } from '../identity/schemas';
import {
  ADMIN_NOTES_MAX,
  MATCH_PAGE_SIZE_DEFAULT,
  MATCH_PAGE_SIZE_MAX,
  MATCH_REQUEST_MESSAGE_MAX,
  matchFactorKeys,
  matchRequestStatuses,
  matchSorts,
  type MatchFactorKey,
} from './constants';

// The plain values live apart from the schemas, so a page that reads a label or a limit does not
// load the schema library with them.
export * from './constants';

const queryInt = (label: string, fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .default(fallback);

const sortSchema = z
  .enum(matchSorts, { error: "sort must be 'compatibility', 'recent' or 'name'" })
  .default('compatibility');

/** GET /api/matches query. */
export const matchDashboardQuerySchema = z.object({ sort: sortSchema }).strict();
export type MatchDashboardQuery = z.output<typeof matchDashboardQuerySchema>;

/** GET /api/matches/list query. */
export const matchListQuerySchema = z
  .object({
    page: queryInt('page', 1, 1, 100_000),
    pageSize: queryInt('pageSize', MATCH_PAGE_SIZE_DEFAULT, 1, MATCH_PAGE_SIZE_MAX),
    minCompatibility: z.coerce
      .number({ error: 'minCompatibility must be a number from 0 to 100' })
      .int('minCompatibility must be a whole number')
      .min(0, 'minCompatibility must be from 0 to 100')
      .max(100, 'minCompatibility must be from 0 to 100')
      .default(0),
    sort: sortSchema,
  })
  .strict();
export type MatchListQuery = z.output<typeof matchListQuerySchema>;

/** POST /api/match-requests body. requesterId must be the caller. */
export const createMatchRequestSchema = z
  .object({
    requesterId: userIdSchema,
    targetId: userIdSchema,
    message: z
      .string({ error: 'message must be text' })
      .trim()
      .max(
        MATCH_REQUEST_MESSAGE_MAX,
        `message must be at most ${MATCH_REQUEST_MESSAGE_MAX} characters`,
      )
      .default(''),
  })
  .strict();
export type CreateMatchRequest = z.output<typeof createMatchRequestSchema>;

/** PATCH /api/match-requests/{id} body: the target's answer. */
export const respondMatchRequestSchema = z
  .object({
    status: z.enum(['accepted', 'declined'], { error: "status must be 'accepted' or 'declined'" }),
  })
  .strict();
export type RespondMatchRequest = z.output<typeof respondMatchRequestSchema>;

/** PATCH /api/admin/match-requests/{id} body. Notes are trimmed; empty notes leave them as they are. */
export const adminUpdateMatchRequestSchema = z
  .object({
    status: z.enum(matchRequestStatuses, {
      error: "status must be 'pending', 'accepted', 'declined' or 'expired'",
    }),
    adminNotes: z
      .string({ error: 'adminNotes must be text' })
      .trim()
      .max(ADMIN_NOTES_MAX, `adminNotes must be at most ${ADMIN_NOTES_MAX} characters`)
      .optional(),
  })
  .strict();
export type AdminUpdateMatchRequest = z.output<typeof adminUpdateMatchRequestSchema>;

/** GET /api/admin/match-requests query. */
export const adminMatchRequestListQuerySchema = z
  .object({
    status: z.enum(matchRequestStatuses).optional(),
    page: queryInt('page', 1, 1, 100_000),
    pageSize: queryInt('pageSize', 20, 1, 100),
  })
  .strict();
export type AdminMatchRequestListQuery = z.output<typeof adminMatchRequestListQuerySchema>;

const weightSchema = z
  .number({ error: 'Each weight must be a number' })
  .int('Each weight must be a whole number')
  .min(0, 'Each weight must be from 0 to 100')
  .max(100, 'Each weight must be from 0 to 100');

/** PUT /api/admin/algorithm-settings body: every factor, whole numbers totalling 100. */
export const updateWeightsSchema = z
  .object({
    weights: z
      .object(
        Object.fromEntries(matchFactorKeys.map((key) => [key, weightSchema])) as Record<
          MatchFactorKey,
          typeof weightSchema
        >,
        { error: 'weights must give every factor' },
      )
      .strict(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const total = Object.values(body.weights).reduce((sum, weight) => sum + weight, 0);
    if (total !== 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['weights'],
        message: `Weights must total 100% (they total ${total}%)`,
      });
    }
  });
export type UpdateWeights = z.output<typeof updateWeightsSchema>;

const thresholdSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be from 0 to 100`)
    .max(100, `${label} must be from 0 to 100`);

/** PUT /api/admin/compatibility-thresholds body: high > medium > low. */
export const updateThresholdsSchema = z
  .object({
    high: thresholdSchema('The high threshold'),
    medium: thresholdSchema('The medium threshold'),
    low: thresholdSchema('The low threshold'),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!(body.high > body.medium)) {
      ctx.addIssue({ code: 'custom', path: ['high'], message: 'High must be above medium' });
    }
    if (!(body.medium > body.low)) {
      ctx.addIssue({ code: 'custom', path: ['medium'], message: 'Medium must be above low' });
    }
  });
export type UpdateThresholds = z.output<typeof updateThresholdsSchema>;
