import path from 'node:path';
import { remoteEntryUrl, type RemoteEntries, type RenderedPage } from '@trippy/contracts';
import { cachedTextFile } from '../csp/cached-text-file';
import { REMOTE_NAMES, type RemotesConfig } from '../plugins/remotes-config';
import { publicFileUrl, remoteScripts, remoteStylesheets, type RemoteVersions } from './remote-manifests';

/** What the page links besides its markup: stylesheets, scripts to preload, and the remotes' entries. */
export interface PageAssets {
  stylesheets: string[];
  preloadScripts: string[];
  entries: RemoteEntries;
}

const SAME_ORIGIN_BASE = 'http://same-origin.invalid/';

/** The browser entry of every remote whose manifest answered, as the page names it. */
function remoteEntries(config: RemotesConfig, versions: RemoteVersions): RemoteEntries {
  const entries: RemoteEntries = {};
  for (const name of REMOTE_NAMES) {
    const manifest = versions.manifests[name];
    const entry = manifest && remoteEntryUrl(manifest, new URL(config[name], SAME_ORIGIN_BASE).href);
    if (entry) entries[name] = publicFileUrl(config[name], entry);
  }
  return entries;
}

/**
 * The scripts main.js loads before it starts (the shared modules the shell provides, with their
 * dependencies), listed by the shell's build in startup-scripts.json.
 */
function shellStartupScripts(listText: string): string[] {
  try {
    const files: unknown = JSON.parse(listText);
    if (!Array.isArray(files)) return [];
    return files
      .filter((file): file is string => typeof file === 'string' && /^[\w.-]{1,200}$/.test(file))
      .map((file) => `/${file}`);
  } catch {
    return [];
  }
}

/**
 * The assets of one rendered page: the CSS of every remote module in it, and preload hints for the code
 * hydration needs first (the shell's shared modules, then each rendering remote's entry and chunks), so the
 * browser fetches them in parallel with main.js instead of one after another. The layout's deferred widgets
 * are linked for their CSS but not preloaded: their code waits for the first interaction.
 */
export function createPageAssets(shellDist: string) {
  const readStartupScripts = cachedTextFile(path.join(shellDist, 'startup-scripts.json'));
  return async (page: RenderedPage, config: RemotesConfig, versions: RemoteVersions): Promise<PageAssets> => {
    const deferred = new Set(page.deferred ?? []);
    const stylesheets: string[] = [];
    const remoteCode: string[] = [];
    const entries = remoteEntries(config, versions);
    for (const name of REMOTE_NAMES) {
      const manifest = versions.manifests[name];
      const modules = page.modules.filter((module) => module.startsWith(`${name}/`));
      if (!manifest || modules.length === 0) continue;
      const exposed = (list: string[]) => list.map((module) => module.slice(name.length + 1));
      stylesheets.push(...remoteStylesheets(config[name], manifest, exposed(modules)));
      const eager = exposed(modules.filter((module) => !deferred.has(module)));
      const entry = entries[name];
      if (eager.length > 0 && entry) remoteCode.push(entry, ...remoteScripts(config[name], manifest, eager));
    }
    const shared = shellStartupScripts(await readStartupScripts().catch(() => ''));
    return { stylesheets, preloadScripts: [...new Set([...shared, ...remoteCode])], entries };
  };
}
