import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import {
  MAX_TOOL_IMPORT_BYTES,
  MAX_TOOL_IMPORT_ROWS,
  OPTIONAL_TOOL_IMPORT_COLUMNS,
  TOOL_IMPORT_COLUMNS,
  toolImportTemplate,
  type ToolImportReport,
  type ToolImportRowResult,
} from '@toolshub/shared';
import { FileButton } from '../../../components/form/FileButton';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useToolImport } from '../api/import-tools';

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(toolImportTemplate())}`;

const OUTCOME_LABEL: Record<ToolImportRowResult['outcome'], string> = {
  create: 'Create',
  update: 'Update',
  refused: 'Refused',
};
const OUTCOME_COLOR = { create: 'success', update: 'info', refused: 'error' } as const;

function summary(report: ToolImportReport): string {
  return `${report.created} to create, ${report.updated} to update, ${report.refused} refused`;
}

/**
 * The catalogue from a CSV: the file is checked by a dry run (nothing written) and shown row by
 * row; only a file with no refused row can be imported, all of it in one go.
 */
export function ImportProductsPage() {
  usePageTitle('Import Products');
  const run = useToolImport();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<ToolImportReport | null>(null);
  const [result, setResult] = useState<ToolImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const check = async (name: string, csv: string) => {
    setFile({ name, csv });
    setPreview(null);
    setResult(null);
    setFailure(null);
    try {
      setPreview(await run.mutateAsync({ csv, dryRun: true }));
    } catch (err) {
      setFailure(`${name} cannot be imported: ${errorMessage(err)}`);
    }
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    if (chosen.size > MAX_TOOL_IMPORT_BYTES) {
      setFailure(`${chosen.name} is too large (${MAX_TOOL_IMPORT_BYTES / 1024} kB at most)`);
      return;
    }
    try {
      await check(chosen.name, await chosen.text());
    } catch (err) {
      setFailure(`${chosen.name} could not be read: ${errorMessage(err)}`);
    }
  };

  const confirm = async () => {
    if (!file) return;
    setFailure(null);
    try {
      const report = await run.mutateAsync({ csv: file.csv, dryRun: false });
      // Refused now (the catalogue changed since the preview): show why; nothing was written.
      if (report.applied) setResult(report);
      setPreview(report.applied ? null : report);
    } catch (err) {
      setFailure(`The import failed: ${errorMessage(err)}`);
    }
  };

  const shown = preview ?? result;
  const canImport = preview !== null && preview.refused === 0 && !run.isPending;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1000 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Import Products
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          A CSV file with a header row naming the columns{' '}
          {TOOL_IMPORT_COLUMNS.map((c) => (OPTIONAL_TOOL_IMPORT_COLUMNS.includes(c) ? `${c} (optional)` : c)).join(
            ', ',
          )}
          . A row whose SKU the shop has updates that tool; any other row adds one. Price tiers are written{' '}
          <code>10:9.50;50:9.00</code>; an empty reorder point means two minimum orders. A column{' '}
          <code>orderMultiple</code> (optional) sells a tool in cases of that many pieces (empty: 1; the minimum order
          must then be whole cases). At most {MAX_TOOL_IMPORT_ROWS} rows.
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Link href={templateHref} download="tools-template.csv">
            Download a template
          </Link>
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FileButton
            accept=".csv,text/csv"
            inputLabel="CSV file of tools"
            testId="tool-import-input"
            startIcon={<UploadFileIcon />}
            onChange={(e) => void choose(e)}
          >
            Choose a CSV file
          </FileButton>
          {file && <Typography variant="body2">{file.name}</Typography>}
          <Button
            variant="contained"
            disabled={!canImport}
            loading={run.isPending && preview !== null}
            onClick={() => void confirm()}
          >
            Confirm import
          </Button>
        </Stack>
        <Stack spacing={1} sx={{ mt: 2 }} aria-live="polite">
          {failure && <Alert severity="error">{failure}</Alert>}
          {preview && preview.refused > 0 && (
            <Alert severity="warning" data-testid="tool-import-refused">
              {summary(preview)}. Fix the refused rows and choose the file again: nothing is imported while a row is
              refused.
            </Alert>
          )}
          {preview && preview.refused === 0 && (
            <Alert severity="info">{summary(preview)}. Nothing is written until you confirm.</Alert>
          )}
          {result && (
            <Alert severity="success" data-testid="tool-import-result">
              Imported: {result.created} created, {result.updated} updated.
            </Alert>
          )}
        </Stack>
      </Paper>
      {shown && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Import preview">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>SKU</TableCell>
                <TableCell>Outcome</TableCell>
                <TableCell>Messages</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.rows.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{row.sku}</TableCell>
                  <TableCell>
                    <Chip size="small" color={OUTCOME_COLOR[row.outcome]} label={OUTCOME_LABEL[row.outcome]} />
                  </TableCell>
                  <TableCell>{row.messages.join(' · ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

export default ImportProductsPage;
