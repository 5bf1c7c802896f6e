import { number, object, string, type InferType } from 'yup';
import { hasAtMostTwoDecimals } from '../domain/money';

const price = number()
  .typeError('Price must be a number')
  .required('Price is required')
  .moreThan(0, 'Price must be above 0')
  .max(1_000_000, 'Price is too high')
  .test('cents', 'Price can have at most 2 decimals', (v) => v === undefined || hasAtMostTwoDecimals(v));

const available = number()
  .typeError('Available pieces must be a number')
  .required('Available pieces are required')
  .integer('Available pieces must be a whole number')
  .min(0, 'Available pieces cannot be negative')
  .max(10_000_000, 'Available pieces are too many');

const minOrder = number()
  .typeError('Minimum order must be a number')
  .required('Minimum order is required')
  .integer('Minimum order must be a whole number')
  .min(1, 'Minimum order must be at least 1')
  .max(1_000_000, 'Minimum order is too high');

const toolDescription = string()
  .trim()
  .required('Description is required')
  .max(2000, 'Description is too long (2000 characters at most)');

/** Fields an admin types on the Add Product page (the image is chosen separately). */
export const toolFieldsSchema = object({
  toolName: string().trim().required('Tools name is required').max(120, 'Tools name is too long'),
  price,
  available,
  minOrder,
  toolDescription,
});

export type ToolFieldsValues = InferType<typeof toolFieldsSchema>;

export const newToolSchema = toolFieldsSchema.shape({
  imageLink: string().trim().required('Image is required').max(2000, 'Image link is too long'),
});

export const postToolBodySchema = object({
  updatedInfo: newToolSchema.required('updatedInfo is required'),
});

/** The Edit dialog: any of price, stock, minimum order and description. */
export const toolEditSchema = object({
  price: price.optional().default(undefined),
  available: available.optional().default(undefined),
  minOrder: minOrder.optional().default(undefined),
  toolDescription: toolDescription.optional().default(undefined),
}).noUnknown(true, 'Only price, available, minOrder and toolDescription can be edited');

export type ToolEditValues = InferType<typeof toolEditSchema>;

export const patchToolBodySchema = object({
  updatedInfo: toolEditSchema.required('updatedInfo is required'),
});
