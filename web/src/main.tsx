import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render is a transition, so React renders it in short slices and the main thread stays
// free for input meanwhile (a phone spends hundreds of milliseconds on it in one block otherwise).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
