import { styled } from '@mui/material/styles';
import {
  MaterialDesignContent,
  SnackbarProvider,
  useSnackbar,
  type OptionsObject,
  type SnackbarMessage,
  type SnackbarProviderProps,
} from 'notistack';
import { useEffect } from 'react';

interface Props extends SnackbarProviderProps {
  connect: (enqueue: (message: SnackbarMessage, options?: OptionsObject) => void) => () => void;
}

// notistack's own success, warning and info colours put white text below WCAG AA's 4.5:1 (axe
// flags them); these keep the hues at 4.5:1 or more.
const ReadableContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a84300' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
});

const readableVariants = {
  default: ReadableContent,
  success: ReadableContent,
  error: ReadableContent,
  warning: ReadableContent,
  info: ReadableContent,
};

/** notistack itself, loaded by SnackbarProvider with the first message (see there). */
export default function NotistackHost({ connect, ...props }: Props) {
  return (
    <SnackbarProvider Components={readableVariants} {...props}>
      <Connect connect={connect} />
    </SnackbarProvider>
  );
}

function Connect({ connect }: Pick<Props, 'connect'>) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => connect(enqueueSnackbar), [connect, enqueueSnackbar]);
  return null;
}
