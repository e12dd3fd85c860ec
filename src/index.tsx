import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { makeStore } from './app/store';
import { AppRoutes } from './app/AppRoutes';
import './ui/baseline.css';

const store = makeStore();

// The first render is a transition, so React renders in slices and yields to the browser between them instead of
// holding the main thread for the whole first screen (total blocking time on a mid-range phone: docs/performance.md).
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  ),
);
