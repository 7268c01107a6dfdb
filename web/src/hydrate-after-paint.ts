/**
 * The script of a page eventPage drew (functions/src/previews/prerender-html.ts). Such a page is on
 * screen from its HTML and stylesheet alone; the app's scripts only hydrate it, so they are fetched
 * once the page has painted, and never share the phone's connection with the stylesheet and the
 * poster. Its tag names the app's entry (`data-app-entry`) and the chunks to preload with it
 * (`data-app-preload`, a JSON list). Self-contained: an import would tie it to the app's chunks.
 */

/** A hidden tab never paints: its page is hydrated after this long all the same. */
const HIDDEN_TAB_MS = 1_000;

/**
 * Once the browser reports the page's first contentful paint, which it does once that frame is on
 * screen: a frame's own tasks come before it is shown, and what they fetch would count as part of it.
 */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const painted = (entries: PerformanceEntryList) => entries.some((entry) => entry.name === 'first-contentful-paint');
  const observer =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => painted(list.getEntries()) && once())
      : undefined;
  observer?.observe({ type: 'paint', buffered: true });
  window.setTimeout(once, observer ? HIDDEN_TAB_MS : 0);
}

function append(tag: 'link' | 'script', attributes: Record<string, string>): void {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
}

function loadApp(tag: HTMLScriptElement): void {
  const preload = JSON.parse(tag.dataset.appPreload ?? '[]') as string[];
  for (const href of preload) append('link', { rel: 'modulepreload', crossorigin: '', href });
  append('script', { type: 'module', crossorigin: '', src: tag.dataset.appEntry ?? '' });
}

const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
if (tag?.dataset.appEntry) afterFirstPaint(() => loadApp(tag));
