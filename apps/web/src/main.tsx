import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import './app/global.css';
import { router } from './app/router.tsx';
import { loadMe } from './app/session-slice.ts';
import { SiteProvider } from './app/site-provider.tsx';
import { store } from './app/store.ts';

store.dispatch(loadMe());

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
