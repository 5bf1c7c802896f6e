import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice, type Order } from '@toolshub/shared';

interface Props {
  order: Order | null;
  busy: boolean;
  onConfirm: (order: Order) => void;
  onClose: () => void;
}

export function OrderCancelDialog({ order, busy, onConfirm, onClose }: Props) {
  return (
    <Dialog open={Boolean(order)} onClose={onClose} aria-labelledby="cancel-order-title">
      <DialogTitle id="cancel-order-title">Are you sure you want to cancel this order?</DialogTitle>
      {order && (
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <img src={order.tool.imageLink} alt={order.tool.toolName} width={96} height={72} />
            <div>
              <Typography sx={{ fontWeight: 700 }}>{order.tool.toolName}</Typography>
              <Typography>Quantity: {order.orderQuantity}</Typography>
              <Typography>Total: {formatPrice(order.totalBill)}</Typography>
            </div>
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button color="error" variant="contained" loading={busy} onClick={() => order && onConfirm(order)}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
