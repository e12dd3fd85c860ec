import { Spinner } from '../ui/Spinner';
import { visuallyHidden } from './visuallyHidden';

/** The spinner of every slow thing, announced as 'Loading...' (ui-checklist L-06, HC-05). */
export function Loading({ size = 40, inline = false }: { size?: number; inline?: boolean }) {
  return (
    <div
      role="status"
      style={inline ? { display: 'inline-flex' } : { display: 'flex', justifyContent: 'center', padding: '48px 0' }}
    >
      <Spinner size={size} />
      <span style={visuallyHidden}>Loading...</span>
    </div>
  );
}
