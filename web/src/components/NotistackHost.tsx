import {
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

/** notistack itself, loaded by SnackbarProvider with the first message (see there). */
export default function NotistackHost({ connect, ...props }: Props) {
  return (
    <SnackbarProvider {...props}>
      <Connect connect={connect} />
    </SnackbarProvider>
  );
}

function Connect({ connect }: Pick<Props, 'connect'>) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => connect(enqueueSnackbar), [connect, enqueueSnackbar]);
  return null;
}
