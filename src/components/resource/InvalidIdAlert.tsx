import Alert from '@mui/material/Alert';
import { messageForStatus } from '../../errors/catalogue';

/** An id no record can have gets the same answer as one that does not exist, without asking the server. */
export function InvalidIdAlert({ raw }: { raw: string }) {
  return <Alert severity="error">{messageForStatus(404, { id: raw })}</Alert>;
}
