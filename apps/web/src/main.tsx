import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import './app/global.css';
import { router } from './app/router.tsx';
import { SiteProvider } from './app/site-provider.tsx';
import { store } from './app/store.ts';
import { startAnalytics } from './lib/event-bus.ts';
import { loadMe } from './lib/session-slice.ts';

store.dispatch(loadMe());
// Analytics listens to the builder's event bus (doc 000 §4 events).
startAnalytics(() => store.getState().session.me?.role ?? 'guest');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <SiteProvider>
        <RouterProvider router={router} />
      </SiteProvider>
    </Provider>
  </StrictMode>,
);
