import '../api/zod-config.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { currentEnvironment } from './config/current-environment.ts';
import { configureHttpFor } from './configure-http.ts';

configureHttpFor(currentEnvironment());

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element.');
}
const queryClient = new QueryClient();
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
