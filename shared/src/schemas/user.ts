import { object, string, type InferType } from 'yup';

const displayName = string().trim().max(100, 'Name is too long (100 characters at most)');
const photoURL = string().trim().max(2000, 'Photo link is too long');

/** Sent after every sign-in: `{ currentUser: { email, displayName, photoURL } }`. */
export const putCurrentUserBodySchema = object({
  currentUser: object({
    email: string().trim().required('Email is required').email('Enter a valid e-mail address'),
    displayName: displayName.default(''),
    photoURL: photoURL.default(''),
  }).required('currentUser is required'),
});

/** The profile form: every field optional; empty fields keep the stored value. */
export const profileFormSchema = object({
  displayName,
  education: string().trim().max(200, 'Education is too long (200 characters at most)'),
  location: string().trim().max(200, 'Location is too long (200 characters at most)'),
  phoneNumber: string()
    .trim()
    .max(20, 'Phone number is too long (20 digits at most)')
    .matches(/^[0-9]*$/, 'Phone number can hold digits only'),
  photoURL,
});

export type ProfileFormValues = InferType<typeof profileFormSchema>;

/**
 * `PUT /api/user/update/{email}`: the profile form's fields; at registration a client also sends the
 * account's `email`, which must be the path's (it is never changed here). Other fields are refused.
 */
export const updateProfileBodySchema = profileFormSchema
  .shape({ email: string().trim().email('Enter a valid e-mail address') })
  .noUnknown(true, 'Unknown field: ${unknown}');

export const loginFormSchema = object({
  email: string().trim().required('Email is required').email('Enter a valid e-mail address'),
  password: string().required('Password is required'),
});

export const registerFormSchema = loginFormSchema.shape({
  fullName: string().trim().required('Full name is required').max(100, 'Name is too long'),
});
