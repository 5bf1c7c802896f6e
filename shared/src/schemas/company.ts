import { array, boolean, number, object, string, type InferType } from 'yup';
import { hasAtMostTwoDecimals } from '../domain/money';
import {
  COMPANY_ROLES,
  COMPANY_STATUSES,
  MAX_COMPANY_LOCATIONS,
  PAYMENT_TERMS_DAYS,
  type CompanyRole,
  type CompanyStatus,
  type PaymentTermsDays,
} from '../api/companies';
import { PHONE_LENGTH, phoneMessage } from './order';

export const MAX_COMPANY_NAME_LENGTH = 200;
export const MAX_TAX_ID_LENGTH = 50;
export const MAX_COMPANY_ADDRESS_LENGTH = 500;
export const MAX_LOCATION_NAME_LENGTH = 100;
export const MAX_DECISION_NOTE_LENGTH = 500;
export const MAX_HOLD_REASON_LENGTH = 500;
/** A tax exemption's reference (a certificate's number), as a shop admin enters it. */
export const MAX_TAX_EXEMPT_REFERENCE_LENGTH = 60;

const unknownField = 'Unknown field: ${unknown}';

/** A phone as an order takes it (a site's fills the order's). */
const phoneSchema = () =>
  string()
    .trim()
    .required(phoneMessage)
    .matches(new RegExp(`^[0-9]{${PHONE_LENGTH}}$`), phoneMessage);

const addressSchema = () =>
  string()
    .trim()
    .required('Address is required')
    .max(MAX_COMPANY_ADDRESS_LENGTH, `Address is too long (${MAX_COMPANY_ADDRESS_LENGTH} characters at most)`);

/** Dollars, 0 or more with cents at most; null (sent as null) means "no limit". */
const limitSchema = (what: string) =>
  number()
    .typeError(`${what} must be a number or null`)
    .min(0, `${what} cannot be negative`)
    .max(1_000_000_000, `${what} is too high`)
    .test(
      'cents',
      `${what} can have at most 2 decimals`,
      (v) => v === undefined || v === null || hasAtMostTwoDecimals(v),
    )
    .nullable();

const roleSchema = () =>
  string<CompanyRole>().oneOf([...COMPANY_ROLES], `role must be one of ${COMPANY_ROLES.join(', ')}`);

const paymentTermsSchema = () =>
  number<PaymentTermsDays>()
    .typeError('paymentTermsDays must be a number')
    .oneOf([...PAYMENT_TERMS_DAYS], `paymentTermsDays must be one of ${PAYMENT_TERMS_DAYS.join(', ')}`);

const noteSchema = (what: string, max: number) =>
  string().trim().max(max, `${what} is too long (${max} characters at most)`);

/** The "Apply for a trade account" form and `POST /api/company-applications`. */
export const companyApplicationBodySchema = object({
  companyName: string()
    .trim()
    .required('Company name is required')
    .max(MAX_COMPANY_NAME_LENGTH, `Company name is too long (${MAX_COMPANY_NAME_LENGTH} characters at most)`),
  taxId: string()
    .trim()
    .max(MAX_TAX_ID_LENGTH, `Tax id is too long (${MAX_TAX_ID_LENGTH} characters at most)`)
    .optional(),
  address: addressSchema(),
  phone: phoneSchema(),
}).noUnknown(true, unknownField);
export type CompanyApplicationFormValues = InferType<typeof companyApplicationBodySchema>;

/**
 * `PATCH /api/company-applications/{id}` (shop admin): `{ decision, paymentTermsDays?, creditLimit?,
 * note? }`; terms default to 30 days and the credit limit to none (null). Terms and limit only go
 * with an approval.
 */
export const decideCompanyApplicationBodySchema = object({
  decision: string<'approve' | 'reject'>()
    .required('decision is required')
    .oneOf(['approve', 'reject'], "decision must be 'approve' or 'reject'"),
  paymentTermsDays: paymentTermsSchema().optional(),
  creditLimit: limitSchema('Credit limit').optional(),
  note: noteSchema('Note', MAX_DECISION_NOTE_LENGTH).optional(),
})
  .noUnknown(true, unknownField)
  .test('terms-with-approval', 'Terms and a credit limit go with an approval only', function (body) {
    if (body?.decision !== 'reject') return true;
    const extra = (['paymentTermsDays', 'creditLimit'] as const).find((key) => body[key] !== undefined);
    return extra
      ? this.createError({ path: extra, message: 'Terms and a credit limit go with an approval only' })
      : true;
  });

/** `POST /api/company/invitations` (company admin): `{ email, role, spendingLimit? }`. */
export const companyInvitationBodySchema = object({
  email: string().trim().required('Email is required').email('Enter a valid e-mail address').max(320),
  role: roleSchema().required('role is required'),
  spendingLimit: limitSchema('Spending limit').optional(),
}).noUnknown(true, unknownField);
export type CompanyInvitationFormValues = InferType<typeof companyInvitationBodySchema>;

/** `PATCH /api/company/members/{uid}` (company admin): `{ role?, spendingLimit? }`, at least one. */
export const patchCompanyMemberBodySchema = object({
  role: roleSchema().optional(),
  spendingLimit: limitSchema('Spending limit').optional(),
})
  .noUnknown(true, unknownField)
  .test('some-change', 'Send a role or a spendingLimit', (body) =>
    Boolean(body && (body.role !== undefined || body.spendingLimit !== undefined)),
  );

export const companyLocationSchema = object({
  /** An existing site's id (kept); absent for a new site (given one). */
  id: string().trim().max(100, 'Site id is too long').optional(),
  name: string()
    .trim()
    .required('Site name is required')
    .max(MAX_LOCATION_NAME_LENGTH, `Site name is too long (${MAX_LOCATION_NAME_LENGTH} characters at most)`),
  address: addressSchema(),
  phone: phoneSchema(),
}).noUnknown(true, unknownField);
export type CompanyLocationFormValues = InferType<typeof companyLocationSchema>;

/** `PUT /api/company/locations` (company admin): every site, 1 to 20; sites left out are removed. */
export const putCompanyLocationsBodySchema = object({
  locations: array(companyLocationSchema)
    .required('locations is required')
    .min(1, 'Add at least one site')
    .max(MAX_COMPANY_LOCATIONS, `At most ${MAX_COMPANY_LOCATIONS} sites`)
    .test('unique-ids', 'Each site id may appear once', (locations) => {
      const ids = (locations ?? []).map((l) => l.id).filter(Boolean);
      return new Set(ids).size === ids.length;
    }),
}).noUnknown(true, unknownField);

/** `PATCH /api/companies/{id}` (shop admin): `{ paymentTermsDays?, creditLimit?, status?, holdReason? }`, at least one. */
export const patchCompanyBodySchema = object({
  paymentTermsDays: paymentTermsSchema().optional(),
  creditLimit: limitSchema('Credit limit').optional(),
  status: string<CompanyStatus>()
    .oneOf([...COMPANY_STATUSES], `status must be one of ${COMPANY_STATUSES.join(', ')}`)
    .optional(),
  holdReason: noteSchema('Hold reason', MAX_HOLD_REASON_LENGTH).optional(),
  taxExempt: boolean().typeError('Tax exempt must be true or false').optional(),
  /** Required (1 to 60 characters) with taxExempt: true; dropped with taxExempt: false. */
  taxExemptReference: string()
    .typeError('Enter the exemption reference')
    .trim()
    .max(MAX_TAX_EXEMPT_REFERENCE_LENGTH, `Use at most ${MAX_TAX_EXEMPT_REFERENCE_LENGTH} characters`)
    .nullable()
    .optional()
    .when('taxExempt', {
      is: true,
      then: (schema) => schema.nonNullable('Enter the exemption reference').required('Enter the exemption reference'),
      otherwise: (schema) =>
        schema.test('with-exempt', 'Send taxExempt: true with the reference', (value, ctx) =>
          Boolean(value === undefined || value === null || ctx.parent.taxExempt === false),
        ),
    }),
})
  .noUnknown(true, unknownField)
  .test('some-change', 'Send paymentTermsDays, creditLimit, status or taxExempt', (body) =>
    Boolean(
      body &&
      (body.paymentTermsDays !== undefined ||
        body.creditLimit !== undefined ||
        body.status !== undefined ||
        body.taxExempt !== undefined),
    ),
  );

/** `POST /api/order/{id}/approval` (a company admin, not the buyer): `{ decision, note? }`. */
export const decideApprovalBodySchema = object({
  decision: string<'approve' | 'reject'>()
    .required('decision is required')
    .oneOf(['approve', 'reject'], "decision must be 'approve' or 'reject'"),
  note: noteSchema('Note', MAX_DECISION_NOTE_LENGTH).optional(),
}).noUnknown(true, unknownField);
