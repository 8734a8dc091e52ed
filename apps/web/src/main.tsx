import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from './api/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/app';
import './app/app.css';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';

void initI18n().then(() => {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  // A 401 anywhere: the client has cleared the session and remembered the location.
  setUnauthorizedHandler(() => {
    queryClient.clear();
    void router.navigate('/login', { replace: true });
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
