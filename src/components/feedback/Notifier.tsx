import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { lazyWithMuiTheme } from '../../theme/lazyWithMuiTheme';

type Notify = (message: string) => void;

const NotifyContext = createContext<Notify>(() => undefined);

// The snackbar's code loads with the first message: signed-out visitors never need it.
const SuccessSnackbar = lazyWithMuiTheme(
  async () => (await import(/* webpackChunkName: "snackbar" */ './SuccessSnackbar')).default,
);

/**
 * Success snackbars ('Data successfully created.'). It sits in the layout, above the routes, so a message raised just
 * before a navigation is still on screen after it.
 */
export function Notifier({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; key: number } | null>(null);
  const notify = useCallback<Notify>((text) => setMessage({ text, key: Date.now() }), []);
  const close = useCallback(() => setMessage(null), []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {message ? (
        <Suspense fallback={null}>
          <SuccessSnackbar key={message.key} message={message.text} onClose={close} />
        </Suspense>
      ) : null}
    </NotifyContext.Provider>
  );
}

export const useNotify = (): Notify => useContext(NotifyContext);
