// The reviews API's shapes (docs/product.md, "Catalogue depth (issue 19)"): what the product page,
// the shopper's own review and the back office send and receive. The limits and words are
// review-rules.ts's, which the web form uses without zod.

import { m } from "./i18n/generated/messages.js";
import {
  HIDE_REASON_MAX,
  HIDE_REASON_MIN,
  RATING_MAX,
  RATING_MIN,
  REVIEW_BODY_MAX,
  REVIEW_MESSAGES,
} from "./review-rules.ts";
import { hasControlInLines, hasNoNul, NUL_MESSAGE, TEXT_CONTROL_MESSAGE } from "./text-rules.ts";
import { z } from "./zod.ts";

/** A product's visible reviews in two figures, on every product card and page. */
export const productRatingSchema = z.object({
  /** To one decimal; null without any visible review. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ProductRating = z.infer<typeof productRatingSchema>;

const cursor = z
  .string()
  .regex(/^[\w-]{1,200}$/, { error: () => m.rules_cursor_not_ours() })
  .optional();

/** PUT /api/products/:id/my-review: a rating of 1 to 5 and an optional text (blank is none). */
export const reviewInputSchema = z.strictObject({
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int({ error: REVIEW_MESSAGES.rating })
    .min(RATING_MIN, { error: REVIEW_MESSAGES.rating })
    .max(RATING_MAX, { error: REVIEW_MESSAGES.rating }),
  body: z
    .string()
    .trim()
    .max(REVIEW_BODY_MAX, { error: REVIEW_MESSAGES.bodyTooLong })
    .refine(hasNoNul, { error: NUL_MESSAGE })
    .refine((body) => !hasControlInLines(body), { error: TEXT_CONTROL_MESSAGE })
    .nullish()
    .transform((body) => body || null),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** A review as other shoppers see it: the author by first name only. */
export const reviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  body: z.string().nullable(),
  author: z.string(),
  createdAt: z.string(),
  /** Later than createdAt once the author edited it. */
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsQuerySchema = z.strictObject({ cursor });

/** GET /api/products/:id/reviews: the figures, and a page of visible reviews newest first. */
export const reviewsPageSchema = z.object({
  summary: productRatingSchema.extend({
    /** How many visible reviews gave each number of stars, 5 down to 1. */
    distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  }),
  items: z.array(reviewSchema),
  /** The `cursor` of the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/** GET /api/products/:id/my-review: whether the shopper may review it, and their review if any. */
export const myReviewSchema = z.object({
  /** They received it: an order of theirs with it was delivered. */
  eligible: z.boolean(),
  review: reviewSchema
    .extend({
      /** Staff hid it: it counts nowhere and others do not see it. */
      hidden: z.boolean(),
    })
    .nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const REVIEW_STATUS_FILTERS = ["all", "visible", "hidden"] as const;
export type ReviewStatusFilter = (typeof REVIEW_STATUS_FILTERS)[number];

/** GET /api/admin/reviews: newest first, visible, hidden or all. */
export const adminReviewsQuerySchema = z.strictObject({
  status: z
    .enum(REVIEW_STATUS_FILTERS, {
      error: () => m.rules_field_one_of({ field: "status", values: REVIEW_STATUS_FILTERS.join(", ") }),
    })
    .default("all"),
  cursor,
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

/** A review in the back office: who wrote it (staff see the whole name and e-mail) and whether it is hidden. */
export const adminReviewRowSchema = z.object({
  id: z.uuid(),
  product: z.object({ id: z.uuid(), name: z.string() }),
  rating: z.number().int(),
  body: z.string().nullable(),
  author: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** `by`: the staff member who hid it, from the audit log (null if the log has no entry). */
  hidden: z.object({ at: z.string(), reason: z.string(), by: z.string().nullable() }).nullable(),
});
export type AdminReviewRow = z.infer<typeof adminReviewRowSchema>;

/** POST /api/admin/reviews/:id/hide: why (kept in the audit log). */
export const hideReviewSchema = z.strictObject({
  reason: z
    .string({ error: REVIEW_MESSAGES.hideReasonMissing })
    .trim()
    .min(HIDE_REASON_MIN, { error: REVIEW_MESSAGES.hideReasonMissing })
    .max(HIDE_REASON_MAX, { error: REVIEW_MESSAGES.hideReasonTooLong })
    .refine(hasNoNul, { error: NUL_MESSAGE }),
});
export type HideReviewInput = z.infer<typeof hideReviewSchema>;
