import { start } from 'single-spa';
import { configureRemotes, preload } from '@trippy/federation';
import { startSession } from '@trippy/api-client';
import '@trippy/ui/src/tokens.css';
import './shell.css';
import { ownerOf } from './routes/match-route';
import { registerLayoutApplication } from './layout/layout-application';
import { registerRemoteApplications } from './federation/register-remote-applications';

// Remote locations come from the runtime configuration; start fetching the current route's remote at once.
void configureRemotes().catch((error: unknown) =>
  console.error('[shell] remote configuration failed', error),
);
const owner = ownerOf(window.location.pathname);
if (owner) void preload(owner).catch(() => undefined);

void startSession();
registerLayoutApplication();
registerRemoteApplications();
start({ urlRerouteOnly: true });
