import { object, string } from 'yup';

export const inquiryFormSchema = object({
  email: string()
    .trim()
    .required('Enter your e-mail address')
    .email('Enter a valid e-mail address')
    .max(254, 'E-mail address is too long'),
});

export const postInquiryBodySchema = inquiryFormSchema;
