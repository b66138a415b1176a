import fs from 'node:fs';

export interface SiteState {
  origin: string;
  dataDir: string;
  remotesConfigFile: string;
}

/** The running site started by the global setup. */
export function site(): SiteState {
  const raw = process.env.E2E_SITE;
  if (!raw) throw new Error('E2E_SITE is not set: run the browser suite through its jest config');
  return JSON.parse(raw) as SiteState;
}

/** Points remotes elsewhere at run time (the shell reads /remotes.json on every page load). */
export function setRemotes(overrides: Record<string, string>): void {
  fs.writeFileSync(site().remotesConfigFile, JSON.stringify(overrides));
}

export function resetRemotes(): void {
  setRemotes({});
}
