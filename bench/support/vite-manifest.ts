/**
 * Vite's build manifest (`vite build --manifest`): which files the browser needs for the entry
 * and for each lazily loaded page, following static imports only (what loads before the page
 * can render; dynamic imports load later, on demand).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** Files (relative to the dist folder) one load needs. */
export interface FileSet {
  js: Set<string>;
  css: Set<string>;
}

export function readManifest(distDir: string): ViteManifest {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`No build manifest at ${file}: build the web app with \`vite build --manifest\``);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest;
}

export function entryKey(manifest: ViteManifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.src === 'index.html');
  if (!entry) throw new Error('The build manifest has no index.html entry');
  return entry[0];
}

/** Lazily loaded chunks (pages), by source path. */
export function dynamicEntryKeys(manifest: ViteManifest): string[] {
  return Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
}

/**
 * The key of the chunk that holds a page module: the page's own chunk, or, when a codeSplitting
 * group built it into a shared chunk (the page manifest's `attendee` group), the chunk
 * whose source map lists it. Undefined when no chunk holds it (or the build has no source maps).
 */
export function pageChunkKey(manifest: ViteManifest, distDir: string, page: string): string | undefined {
  if (manifest[page]) return page;
  return Object.keys(manifest).find((key) =>
    sourcesOf(path.join(distDir, manifest[key]!.file)).some((source) => source === page || source.endsWith(`/${page}`)),
  );
}

function sourcesOf(chunkFile: string): string[] {
  const mapFile = `${chunkFile}.map`;
  if (!chunkFile.endsWith('.js') || !fs.existsSync(mapFile)) return [];
  return (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources?: string[] }).sources ?? [];
}

/** The chunk and everything it imports statically, with their CSS. */
export function staticClosure(manifest: ViteManifest, key: string): FileSet {
  const files: FileSet = { js: new Set(), css: new Set() };
  const seen = new Set<string>();
  const visit = (chunkKey: string) => {
    if (seen.has(chunkKey)) return;
    seen.add(chunkKey);
    const chunk = manifest[chunkKey];
    if (!chunk) throw new Error(`The build manifest has no chunk ${chunkKey}`);
    files.js.add(chunk.file);
    chunk.css?.forEach((css) => files.css.add(css));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}

/**
 * What index.html loads: the entry's static closure, and the app's one stylesheet when the build
 * does not split CSS per chunk (`cssCodeSplit: false`: the manifest lists it as `style.css`).
 */
export function initialLoad(manifest: ViteManifest): FileSet {
  const files = staticClosure(manifest, entryKey(manifest));
  const stylesheet = manifest['style.css'];
  if (stylesheet) files.css.add(stylesheet.file);
  return files;
}

export function union(a: FileSet, b: FileSet): FileSet {
  return { js: new Set([...a.js, ...b.js]), css: new Set([...a.css, ...b.css]) };
}

export function difference(a: FileSet, b: FileSet): FileSet {
  return {
    js: new Set([...a.js].filter((file) => !b.js.has(file))),
    css: new Set([...a.css].filter((file) => !b.css.has(file))),
  };
}
