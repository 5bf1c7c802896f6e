import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldArray } from 'formik';
import {
  MAX_COMPANY_ADDRESS_LENGTH,
  MAX_COMPANY_LOCATIONS,
  MAX_LOCATION_NAME_LENGTH,
  putCompanyLocationsBodySchema,
  type CompanyLocation,
} from '@toolshub/shared';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { type ListItemField } from '../../../lib/form-errors';
import { putLocations, useCompanyMutation } from '../api/company';

interface SiteValues {
  id?: string;
  name: string;
  address: string;
  phone: string;
}

const blankSite = (): SiteValues => ({ name: '', address: '', phone: '' });

const siteFields = (count: number): ListItemField[] =>
  Array.from({ length: count }, (_, i) =>
    (['name', 'address', 'phone'] as const).map((field): ListItemField => `locations[${i}].${field}`),
  ).flat();

/**
 * A company admin's sites, all at once (1 to 20): an existing site keeps its id (orders name it), a
 * new one is given one, and a site taken off the list is removed.
 */
export function SitesDialog({
  open,
  sites,
  onClose,
}: {
  open: boolean;
  sites: CompanyLocation[];
  onClose: () => void;
}) {
  const save = useCompanyMutation(putLocations);
  const { enqueueSnackbar } = useSnackbar();
  const initial: { locations: SiteValues[] } = {
    locations: sites.length > 0 ? sites.map((site) => ({ ...site })) : [blankSite()],
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      form={{
        title: 'Sites',
        initialValues: initial,
        enableReinitialize: true,
        validationSchema: putCompanyLocationsBodySchema,
        fields: (values) => siteFields(values.locations.length),
        submit: async (values) => {
          await save.mutateAsync({
            locations: values.locations.map((site) => ({
              ...(site.id ? { id: site.id } : {}),
              name: site.name.trim(),
              address: site.address.trim(),
              phone: site.phone.trim(),
            })),
          });
          enqueueSnackbar('Sites saved', { variant: 'success' });
        },
        submitLabel: 'Save sites',
        refusalSpacing: 2,
        children: ({ values, errors }) => (
          <FieldArray name="locations">
            {(list) => (
              <Stack spacing={2}>
                {values.locations.map((site, i) => (
                  <Paper
                    variant="outlined"
                    key={site.id ?? `new-${i}`}
                    sx={{ p: 2 }}
                    component="fieldset"
                    aria-label={`Site ${i + 1}`}
                    data-testid="site-fields"
                  >
                    <FormTextField
                      name={`locations[${i}].name`}
                      label="Site name"
                      required
                      slotProps={{ htmlInput: { maxLength: MAX_LOCATION_NAME_LENGTH } }}
                    />
                    <FormTextField
                      name={`locations[${i}].address`}
                      label="Address"
                      multiline
                      minRows={2}
                      required
                      slotProps={{ htmlInput: { maxLength: MAX_COMPANY_ADDRESS_LENGTH } }}
                    />
                    <FormTextField name={`locations[${i}].phone`} label="Phone" type="tel" required />
                    <Button
                      color="error"
                      disabled={values.locations.length === 1}
                      onClick={() => list.remove(i)}
                      aria-label={`Remove site ${i + 1}`}
                    >
                      Remove site
                    </Button>
                  </Paper>
                ))}
                <Button
                  variant="outlined"
                  disabled={values.locations.length >= MAX_COMPANY_LOCATIONS}
                  onClick={() => list.push(blankSite())}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Add a site
                </Button>
                {typeof errors.locations === 'string' && (
                  <Typography color="error" role="alert">
                    {errors.locations}
                  </Typography>
                )}
              </Stack>
            )}
          </FieldArray>
        ),
      }}
    />
  );
}
