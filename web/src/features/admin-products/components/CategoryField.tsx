import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useField } from 'formik';
import { useCategories } from '../../../hooks/use-categories';

/** The tool's category, one of the shop's (GET /api/categories), as a native select. */
export function CategoryField({ name = 'category' }: { name?: string }) {
  const categories = useCategories();
  const [field, meta] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  const helperId = `${name}-helper-text`;
  return (
    <FormControl fullWidth margin="normal" required error={showError}>
      <InputLabel htmlFor={name} shrink>
        Category
      </InputLabel>
      <NativeSelect
        {...field}
        input={<OutlinedInput notched label="Category" />}
        inputProps={{ id: name, 'aria-describedby': showError ? helperId : undefined }}
      >
        <option value="">{categories.isPending ? 'Loading categories…' : 'Choose a category'}</option>
        {categories.data?.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </NativeSelect>
      {showError && <FormHelperText id={helperId}>{meta.error}</FormHelperText>}
    </FormControl>
  );
}
