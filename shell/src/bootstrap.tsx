import { start } from 'single-spa';
import { startSession } from '@trippy/api-client';
import { HTML_LANG, localeOfPath } from '@trippy/contracts/src/locale';
import '@trippy/ui/src/tokens.css';
import './shell.css';
import { registerLayoutApplication } from './layout';
import { registerRemoteApplications } from './federation';

// The server set it; a page the browser renders alone (the template) gets its language here.
document.documentElement.lang = HTML_LANG[localeOfPath(window.location.pathname)];
void startSession();
registerLayoutApplication();
registerRemoteApplications();
start({ urlRerouteOnly: true });
