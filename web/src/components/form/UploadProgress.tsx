import LinearProgress from '@mui/material/LinearProgress';
import type { UploadTaskSnapshot } from 'firebase/storage';
import { useStorageTask } from 'reactfire';
import type { ImageUpload } from '../../hooks/use-image-upload';

/** An upload's progress bar, fed by reactfire's observable of the upload task. */
export function UploadProgress({ upload }: { upload: ImageUpload }) {
  const { data: snapshot } = useStorageTask<UploadTaskSnapshot>(upload.task, upload.ref);
  const percent = snapshot?.totalBytes ? Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100) : 0;
  return <LinearProgress variant="determinate" value={percent} sx={{ mt: 1 }} aria-label="Upload progress" />;
}
