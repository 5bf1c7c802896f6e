import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { UPLOAD_IMAGE_TYPES } from '@toolshub/shared';
import type { ImageUpload } from '../../hooks/use-image-upload';
import { imageFileProblem } from '../../lib/storage';
import { FileButton } from './FileButton';
import { UploadProgress } from './UploadProgress';

interface Props {
  buttonLabel: string;
  inputLabel: string;
  testId: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The upload under way, else null. */
  upload: ImageUpload | null;
  /** A message from the form (e.g. the image is required), shown when there is no problem with the file. */
  requiredMessage?: string | null;
  showPreview?: boolean;
}

/** The photo upload area: a file button, the file's problem or name, a preview, the progress bar. */
export function ImagePicker(props: Props) {
  const { buttonLabel, inputLabel, testId, file, onFileChange, upload, requiredMessage, showPreview } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (showPreview && file ? URL.createObjectURL(file) : null), [file, showPreview]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const error = problem ?? (file ? null : (requiredMessage ?? null));

  return (
    <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 2, my: 1 }}>
      <FileButton
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        inputLabel={inputLabel}
        testId={testId}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          const found = chosen ? imageFileProblem(chosen) : null;
          setProblem(found);
          onFileChange(found ? null : chosen);
        }}
      >
        {buttonLabel}
      </FileButton>
      {preview && (
        <Box sx={{ mt: 1 }}>
          <img src={preview} alt="Preview of the chosen photo" style={{ maxWidth: 240, maxHeight: 180 }} />
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 1 }} color={error ? 'error' : 'text.secondary'}>
        {error ?? (file ? file.name : 'PNG, JPEG or WebP, up to 5 MB')}
      </Typography>
      {upload && <UploadProgress upload={upload} />}
    </Box>
  );
}
