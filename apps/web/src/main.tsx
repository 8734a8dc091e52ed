import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from './api/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/app';
import './app/app.css';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';

// zod compiles its object parsers with `new Function` unless told not to, which the portal's CSP
// (script-src 'self') refuses. zod keeps its settings in this global object (what `z.config()`
// writes); setting the flag here, before any parse, spares the login route from shipping zod.
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig ??= {};
zodHolder.__zod_globalConfig.jitless = true;

// The router runs the first route's loaders (entry rules, code preloads) at once, while the
// dictionary of a stored English choice is still being fetched; only rendering waits for it.
const ready = initI18n();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// A 401 anywhere: the client has cleared the session and remembered the location.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});
void ready.then(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition: the first screen renders in slices of a few milliseconds, so a slow phone's
  // main thread is never held for the whole render (the public QR check's blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});
