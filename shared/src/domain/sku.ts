/**
 * What a SKU may be: 3 to 32 upper-case letters, digits or `-`. Apart from the tool schema (which
 * builds yup schemas when loaded), so that checking a SKU (a quick order's lines) costs no yup.
 */
export const SKU_PATTERN = /^[A-Z0-9-]{3,32}$/;
export const skuMessage = 'SKU must be 3 to 32 upper-case letters, digits or -';
