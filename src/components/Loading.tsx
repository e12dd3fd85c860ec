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
  /**
   * Stands for the whole screen, whose own heading has not come yet: the page is headed 'Loading...' meanwhile, so that
   * it is never a page without a heading.
   */
  page?: boolean;
}

/** The spinner of every slow thing, announced as 'Loading...' so screen readers hear it too. */
export function Loading({ size = 40, inline = false, screen = false, page = false }: LoadingProps) {
  const spinner = (
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
  if (!page) return spinner;
  return (
    <>
      <h1 style={visuallyHidden}>Loading...</h1>
      {spinner}
    </>
  );
}
