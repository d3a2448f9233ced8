// First: no zod eval probe under the CSP (see the module).
import './zod-no-eval';
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { createAppServices } from './app/services';
import { getPlatform } from './platform';

const services = createAppServices(getPlatform());
// Spec point 4: on start-up while signedIn, refresh an expiring token and fetch a missing profile.
void services.session.validateAtStartup();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders services={services}>
      {/* Without transitions a lazily loaded page's Suspense fallback mounts at once, so the route
          progress bar shows while its code loads (a transition would hold the old page silently). */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
