import path from 'node:path';
import { remoteEntryUrl, type RemoteEntries, type RenderedPage } from '@trippy/contracts';
import { cachedTextFile } from '../csp/cached-text-file';
import { REMOTE_NAMES, type RemotesConfig } from '../site/remotes-config';
import {
  publicFileUrl,
  remoteScripts,
  remoteStylesheetFiles,
  renderedChunkScripts,
  type RemoteVersions,
} from './remote-manifests';
import { isInlinableCss, type StylesheetTexts } from './stylesheet-texts';

/** A remote's stylesheet as the page names it, and its text when the page carries it inline. */
export interface PageStylesheet {
  href: string;
  /** `absoluteHref` is the address the remote's CSS loader knows the file by, so it does not load it again. */
  inline?: { css: string; absoluteHref: string };
}

/** What the page links besides its markup: stylesheets, scripts to preload, and the remotes' entries. */
export interface PageAssets {
  stylesheets: PageStylesheet[];
  /** The shell's own stylesheet (main.css), to carry inline; linked as the template has it when absent. */
  shellCss?: string;
  preloadScripts: string[];
  entries: RemoteEntries;
}

/** Where the page server reads the stylesheets it carries inline; without it every stylesheet is linked. */
export interface InlineStyles {
  texts: StylesheetTexts;
  /** The page's origin as the browser sees it (absolute addresses of same-origin files). */
  origin: string;
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

/** `derive` kept for the last text it was given: the files it reads change only with a deploy. */
function forLastText<T>(derive: (text: string) => T): (text: string) => T {
  let last: { text: string; value: T } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, value: derive(text) };
    return last.value;
  };
}

/**
 * The assets of one rendered page: the CSS of every remote module in it, and preload hints for the code
 * hydration needs first (the shell's shared modules, then each rendering remote's entry and chunks), so the
 * browser fetches them in parallel with main.js instead of one after another. The layout's deferred widgets
 * are linked for their CSS but not preloaded: their code waits for the first interaction.
 */
export function createPageAssets(shellDist: string) {
  const readStartupScripts = cachedTextFile(path.join(shellDist, 'startup-scripts.json'));
  const readShellCss = cachedTextFile(path.join(shellDist, 'main.css'));
  const startupScriptsOf = forLastText(shellStartupScripts);
  const inlinableShellCss = forLastText(isInlinableCss);
  return async (
    page: RenderedPage,
    config: RemotesConfig,
    versions: RemoteVersions,
    inlineStyles?: InlineStyles,
  ): Promise<PageAssets> => {
    const deferred = new Set(page.deferred ?? []);
    const stylesheets: Promise<PageStylesheet>[] = [];
    const remoteCode: string[] = [];
    const entries = remoteEntries(config, versions);
    for (const name of REMOTE_NAMES) {
      const manifest = versions.manifests[name];
      const modules = page.modules.filter((module) => module.startsWith(`${name}/`));
      if (!manifest || modules.length === 0) continue;
      const exposed = (list: string[]) => list.map((module) => module.slice(name.length + 1));
      const rendered = page.chunks;
      for (const file of remoteStylesheetFiles(manifest, exposed(modules), rendered)) {
        const href = publicFileUrl(config[name], file);
        stylesheets.push(withText(href, () => new URL(file, versions.urls[name]).href, inlineStyles));
      }
      const eager = exposed(modules.filter((module) => !deferred.has(module)));
      const entry = entries[name];
      if (eager.length > 0 && entry)
        remoteCode.push(
          entry,
          ...remoteScripts(config[name], manifest, eager),
          ...renderedChunkScripts(config[name], manifest, rendered ?? []),
        );
    }
    const shared = startupScriptsOf(await readStartupScripts().catch(() => ''));
    const shellCss = inlineStyles ? await readShellCss().catch(() => undefined) : undefined;
    return {
      stylesheets: await Promise.all(stylesheets),
      ...(shellCss !== undefined && inlinableShellCss(shellCss) ? { shellCss } : {}),
      preloadScripts: [...new Set([...shared, ...remoteCode])],
      entries,
    };
  };
}

/** A stylesheet with its text when it can be carried inline (`fileUrl`: where this server fetches it). */
async function withText(
  href: string,
  fileUrl: () => string,
  inlineStyles?: InlineStyles,
): Promise<PageStylesheet> {
  if (!inlineStyles) return { href };
  const css = await inlineStyles.texts.read(fileUrl());
  return css === null
    ? { href }
    : { href, inline: { css, absoluteHref: new URL(href, inlineStyles.origin).href } };
}
