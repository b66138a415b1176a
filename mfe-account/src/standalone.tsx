import { mountRootParcel } from 'single-spa';
import { Toaster } from 'sonner';
import { createRoot } from 'react-dom/client';
import { configureRemotes } from '@trippy/federation';
import { startSession } from '@trippy/api-client';
import '@trippy/ui/src/tokens.css';
import * as app from './exposes/app';

// Running alone (webpack serve): the API and /remotes.json are proxied to the API on port 3000.
void configureRemotes().catch(() => undefined);
void startSession();
const domElement = document.getElementById('root') as HTMLElement;
const toasts = document.body.appendChild(document.createElement('div'));
createRoot(toasts).render(<Toaster position="top-center" richColors />);
void mountRootParcel(app, { domElement }).mountPromise;
