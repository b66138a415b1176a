import fs from 'node:fs';
import { STATE_FILE } from './paths';

export interface SiteState {
  origin: string;
  remotesConfigFile: string;
}

/** The running site started by the global setup. */
export function site(): SiteState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as SiteState;
}

/** Points remotes elsewhere at run time (the shell reads /remotes.json on every page load). */
export function setRemotes(overrides: Record<string, string>): void {
  fs.writeFileSync(site().remotesConfigFile, JSON.stringify(overrides));
}

export function resetRemotes(): void {
  setRemotes({});
}
