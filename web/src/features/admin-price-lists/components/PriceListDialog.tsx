import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldArray, useFormikContext } from 'formik';
import { array, object, string } from 'yup';
import {
  MAX_PRICE_LIST_NAME_LENGTH,
  MAX_PRICE_LIST_RULES,
  type CompanyPriceList,
  type PriceListRule,
} from '@toolshub/shared';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useCategories } from '../../../hooks/use-categories';
import { ApiRequestError } from '../../../lib/api-client';
import { createPriceList, updatePriceList, useCompanyChoices, usePriceListsMutation } from '../api/price-lists';

/** A rule as the form edits it: its kind, what it names (a tool id or a category), its figure as typed. */
interface RuleRow {
  kind: 'tool' | 'category';
  target: string;
  value: string;
}

export interface PriceListValues {
  name: string;
  companyIds: string[];
  rules: RuleRow[];
}

const kindOptions = [
  { value: 'tool', label: 'A tool at a fixed price' },
  { value: 'category', label: 'A category, a percentage off' },
];

/** What the form checks before sending; the figures' own rules are the API's (its messages show under each field). */
const formSchema = object({
  name: string()
    .trim()
    .required('Name is required')
    .max(MAX_PRICE_LIST_NAME_LENGTH, `Name is too long (${MAX_PRICE_LIST_NAME_LENGTH} characters at most)`),
  rules: array(
    object({
      target: string().trim().required('Name a tool id or a category'),
      value: string()
        .trim()
        .required('Enter a figure')
        .matches(/^[0-9]+(\.[0-9]+)?$/, 'Enter a number'),
    }),
  )
    .min(1, 'Add at least one rule')
    .max(MAX_PRICE_LIST_RULES, `At most ${MAX_PRICE_LIST_RULES} rules`),
});

const rowOf = (rule: PriceListRule): RuleRow =>
  'toolId' in rule
    ? { kind: 'tool', target: rule.toolId, value: String(rule.unitPrice) }
    : { kind: 'category', target: rule.category, value: String(rule.percentOff) };

const ruleOf = (row: RuleRow): PriceListRule =>
  row.kind === 'tool'
    ? { toolId: row.target.trim(), unitPrice: Number(row.value) }
    : { category: row.target.trim(), percentOff: Number(row.value) };

const emptyRule: RuleRow = { kind: 'tool', target: '', value: '' };

/**
 * The API names a rule's fields `toolId`/`category` and `unitPrice`/`percentOff`, and each company
 * `companyIds[i]`; the form has `target`, `value` and one `companyIds`: its messages go there.
 */
function underFormFields(err: unknown): unknown {
  if (!(err instanceof ApiRequestError)) return err;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(err.fields)) {
    const rule = /^rules\[(\d+)\](?:\.(\w+))?$/.exec(path);
    if (rule) {
      const field = rule[2] === 'unitPrice' || rule[2] === 'percentOff' ? 'value' : 'target';
      fields[`rules[${rule[1]}].${field}`] ??= message;
    } else if (/^companyIds\[\d+\]$/.test(path)) {
      fields.companyIds ??= message;
    } else {
      fields[path] = message;
    }
  }
  return new ApiRequestError(err.status, err.code, err.message, fields, err.current);
}

/**
 * A price list, new (`list` undefined) or to replace (`list`): its name, the companies it prices
 * (ticked from the shop's companies) and its rules, each a tool's fixed price a piece or a
 * category's percentage off. `open`: whether the dialog shows.
 */
export function PriceListDialog({
  open,
  list,
  onClose,
}: {
  open: boolean;
  list?: CompanyPriceList;
  onClose: () => void;
}) {
  const create = usePriceListsMutation(createPriceList);
  const update = usePriceListsMutation(updatePriceList);
  const { enqueueSnackbar } = useSnackbar();
  return (
    <FormDialog<PriceListValues>
      open={open}
      onClose={onClose}
      maxWidth="md"
      form={
        open
          ? {
              title: list ? `Edit ${list.name}` : 'New price list',
              initialValues: {
                name: list?.name ?? '',
                companyIds: list?.companyIds ?? [],
                rules: list ? list.rules.map(rowOf) : [emptyRule],
              },
              validationSchema: formSchema,
              fields: (values) => [
                'name',
                'companyIds',
                ...values.rules.flatMap((_, i) => [`rules[${i}].target`, `rules[${i}].value`] as const),
              ],
              submit: async (values) => {
                const body = {
                  name: values.name.trim(),
                  companyIds: values.companyIds,
                  rules: values.rules.map(ruleOf),
                };
                try {
                  if (list) await update.mutateAsync({ id: list.id, ...body });
                  else await create.mutateAsync(body);
                } catch (err) {
                  throw underFormFields(err);
                }
                enqueueSnackbar(`Price list ${body.name} saved`, { variant: 'success' });
              },
              submitLabel: 'Save',
              children: <PriceListFields />,
            }
          : null
      }
    />
  );
}

function PriceListFields() {
  const { values } = useFormikContext<PriceListValues>();
  return (
    <>
      <FormTextField
        name="name"
        label="Name"
        required
        slotProps={{ htmlInput: { maxLength: MAX_PRICE_LIST_NAME_LENGTH } }}
      />
      <CompanyChoices />
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        Rules
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A tool&apos;s fixed price beats its category&apos;s discount; when two lists name a company, the lower price
        wins.
      </Typography>
      <FieldArray name="rules">
        {({ push, remove }) => (
          <>
            {values.rules.map((rule, i) => (
              <Stack
                key={i}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0, sm: 2 }}
                sx={{ alignItems: { sm: 'flex-start' } }}
                role="group"
                aria-label={`Rule ${i + 1}`}
                data-testid="price-rule"
              >
                <FormSelectField name={`rules[${i}].kind`} label="Kind" options={kindOptions} />
                {rule.kind === 'tool' ? (
                  <FormTextField name={`rules[${i}].target`} label="Tool id" required />
                ) : (
                  <CategoryField name={`rules[${i}].target`} />
                )}
                <FormTextField
                  name={`rules[${i}].value`}
                  label={rule.kind === 'tool' ? 'Price a piece ($)' : 'Percent off'}
                  required
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <Button
                  color="error"
                  onClick={() => remove(i)}
                  disabled={values.rules.length === 1}
                  sx={{ mt: { sm: 3 }, flexShrink: 0 }}
                >
                  Remove rule
                </Button>
              </Stack>
            ))}
            <Button onClick={() => push(emptyRule)} disabled={values.rules.length >= MAX_PRICE_LIST_RULES}>
              Add a rule
            </Button>
          </>
        )}
      </FieldArray>
    </>
  );
}

/** A category rule names one of the shop's categories. */
function CategoryField({ name }: { name: string }) {
  const categories = useCategories();
  const options = [
    { value: '', label: categories.isPending ? 'Loading the categories…' : 'Choose a category' },
    ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
  ];
  return <FormSelectField name={name} label="Category" required options={options} />;
}

/** The companies the list prices, ticked from the shop's companies (the first 100 by name). */
function CompanyChoices() {
  const { values, setFieldValue, errors, touched } = useFormikContext<PriceListValues>();
  const companies = useCompanyChoices();
  const chosen = new Set(values.companyIds);
  const toggle = (id: string) =>
    void setFieldValue(
      'companyIds',
      chosen.has(id) ? values.companyIds.filter((other) => other !== id) : [...values.companyIds, id],
    );
  const error = touched.companyIds && typeof errors.companyIds === 'string' ? errors.companyIds : null;
  return (
    <FormGroup role="group" aria-label="Companies" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3">
        Companies
      </Typography>
      {companies.isPending && <Typography color="text.secondary">Loading the companies…</Typography>}
      {companies.data?.length === 0 && <Typography color="text.secondary">The shop has no companies yet.</Typography>}
      {companies.data?.map((company) => (
        <FormControlLabel
          key={company.id}
          control={<Checkbox checked={chosen.has(company.id)} onChange={() => toggle(company.id)} />}
          label={company.name}
        />
      ))}
      {/* A list may name a company the first page does not show: kept, and said. */}
      {values.companyIds
        .filter((id) => companies.data && !companies.data.some((company) => company.id === id))
        .map((id) => (
          <FormControlLabel key={id} control={<Checkbox checked onChange={() => toggle(id)} />} label={id} />
        ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </FormGroup>
  );
}
