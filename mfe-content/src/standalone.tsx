import { startSession } from '@trippy/api-client';
import { mountStandalone } from '@trippy/federation';
import '@trippy/ui/src/tokens.css';
import * as app from './exposes/app';

mountStandalone(app, startSession);
