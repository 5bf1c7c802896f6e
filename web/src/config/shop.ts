/** The shop's promises and how to reach it: one place for the copy that repeats across pages. */
export const shop = {
  deliveryDays: 7,
  replacementMonths: 6,
  supportEmail: 'support@toolshub.example',
  phone: { display: '+1-800-555-0142', href: 'tel:+18005550142' },
} as const;
