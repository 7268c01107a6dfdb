import type { IndexHtmlTransformContext } from 'vite';

export type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
export type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** Whether a bundler module id is `module` (a path under web/). */
export const isWebModule = (id: string, module: string): boolean => id.replace(/\\/g, '/').endsWith(`/web/${module}`);

/**
 * The files of the chunk that holds `module` (its own, or a codeSplitting group's), with its static
 * imports, minus what the entry already loads.
 */
function chunkFiles(bundle: OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: string[], into = new Set<string>()): Set<string> => {
    for (const file of files) {
      if (into.has(file)) continue;
      into.add(file);
      closure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const holders = chunks.filter((chunk) => chunk.moduleIds.some((id) => isWebModule(id, module)));
  return [...closure(holders.map((chunk) => chunk.fileName))]
    .filter((file) => !entry.has(file))
    .map((file) => `/${file}`);
}

/** A page's chunk files; a page module that is no chunk of its own (any more) fails the build. */
export function pageFiles(bundle: OutputBundle, module: string): string[] {
  const files = chunkFiles(bundle, module);
  if (files.length === 0) throw new Error(`No chunk is built from ${module}: is it still a lazily loaded page?`);
  return files;
}
