// The bundle floor: the portal's libraries (react, react-dom, react-router, react-query, zod,
// i18next), each really used so tree-shaking keeps what an app needs, rendering one heading and
// one button, which works the moment it shows (the interaction bench taps it).
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { z } from 'zod';

const Greeting = z.object({ heading: z.string().min(1) });

void i18next.init({
  lng: 'fi',
  initAsync: false,
  // The portal's own key and Finnish text, so the typed keys (src/i18n/i18next.d.ts) accept it.
  resources: { fi: { translation: { frontPage: { title: 'Tervetuloa Asiointiin' } } } },
});

function Front() {
  const { data } = useQuery({
    queryKey: ['greeting'],
    queryFn: () => Promise.resolve(Greeting.parse({ heading: i18next.t('frontPage.title') })),
    initialData: () => Greeting.parse({ heading: i18next.t('frontPage.title') }),
  });
  const [pressed, setPressed] = useState(false);
  return (
    <main>
      <h1>{data.heading}</h1>
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => {
          setPressed(true);
        }}
      >
        Kirjaudu sisään
      </button>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Front /> }]);
const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element.');
}
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
