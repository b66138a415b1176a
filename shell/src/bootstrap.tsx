import { start } from 'single-spa';
import { startSession } from '@trippy/api-client';
import '@trippy/ui/src/tokens.css';
import './shell.css';
import { registerLayoutApplication } from './layout';
import { registerRemoteApplications } from './federation';

void startSession();
registerLayoutApplication();
registerRemoteApplications();
start({ urlRerouteOnly: true });
