import { number, object, string, type InferType } from 'yup';

export const reviewFormSchema = object({
  reviewText: string()
    .trim()
    .required('Review text is required')
    .max(1000, 'Review is too long (1000 characters at most)'),
  reviewRating: number()
    .typeError('Rating must be a number')
    .required('Rating is required')
    .integer('Rating must be a whole number')
    .min(1, 'Minimum rating is 1')
    .max(5, 'Maximum rating is 5'),
});

export type ReviewFormValues = InferType<typeof reviewFormSchema>;

export const postReviewBodySchema = object({
  review: reviewFormSchema.required('review is required'),
});
