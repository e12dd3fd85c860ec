import { Spinner } from '../ui/Spinner';
import { visuallyHidden } from './visuallyHidden';

interface LoadingProps {
  size?: number;
  inline?: boolean;
  /**
   * Holds a screen's place while it loads: a window high, so the footer waits below the fold instead of showing and
   * then being pushed away by the screen (a layout shift, Lighthouse CLS).
   */
  screen?: boolean;
}

/** The spinner of every slow thing, announced as 'Loading...' so screen readers hear it too. */
export function Loading({ size = 40, inline = false, screen = false }: LoadingProps) {
  return (
    <div
      role="status"
      style={
        inline
          ? { display: 'inline-flex' }
          : { display: 'flex', justifyContent: 'center', padding: '48px 0', minHeight: screen ? '100vh' : undefined }
      }
    >
      <Spinner size={size} />
      <span style={visuallyHidden}>Loading...</span>
    </div>
  );
}
