import { startSession } from '@trippy/api-client';
// Development only, so not part of the shared package every page loads.
import { mountStandalone } from '@trippy/federation/src/mount-standalone';
import '@trippy/ui/src/tokens.css';
import * as app from './exposes/app';

mountStandalone(app, startSession);
