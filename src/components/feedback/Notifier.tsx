import { createContext, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { lazyWithMuiTheme } from '../../theme/lazyWithMuiTheme';

/** A button a message offers for a while ('Undo' after a delete). */
interface NoticeAction {
  label: string;
  /** What the button is for, for screen readers ('Undo the delete of pilot 5'). */
  description: string;
  onAction: () => void;
}

export interface NoticeOptions {
  /** 'error' for a failure nothing else on screen shows (an Undo refused). */
  severity?: 'success' | 'error';
  action?: NoticeAction;
}

type Notify = (message: string, options?: NoticeOptions) => void;

const NotifyContext = createContext<Notify>(() => undefined);

// The snackbar's code loads with the first message: signed-out visitors never need it.
const SuccessSnackbar = lazyWithMuiTheme(
  async () => (await import(/* webpackChunkName: "snackbar" */ './SuccessSnackbar')).default,
);

/**
 * Snackbars ('Data successfully created.'). It sits in the layout, above the routes, so a message raised just before a
 * navigation is still on screen after it, and an action it offers (Undo) still works there.
 */
export function Notifier({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; options: NoticeOptions; key: number } | null>(null);
  // Each message is a snackbar of its own, with its own time on screen, even one that replaces another at once.
  const count = useRef(0);
  const notify = useCallback<Notify>((text, options = {}) => {
    count.current += 1;
    setMessage({ text, options, key: count.current });
  }, []);
  const close = useCallback(() => setMessage(null), []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {message ? (
        <Suspense fallback={null}>
          <SuccessSnackbar key={message.key} message={message.text} {...message.options} onClose={close} />
        </Suspense>
      ) : null}
    </NotifyContext.Provider>
  );
}

export const useNotify = (): Notify => useContext(NotifyContext);
