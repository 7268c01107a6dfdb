import type { Plugin } from 'vite';

const LIBRARY = /[\\/]node_modules[\\/]react-zoom-pan-pinch[\\/]dist[\\/]index\.esm\.js$/;
const INJECTION = 'styleInject(css_248z);';

/**
 * react-zoom-pan-pinch adds its stylesheet as an inline <style> when its module loads, which the
 * site's Content-Security-Policy (no inline styles) refuses and reports. The call is dropped; the
 * few rules its wrapper and content need are in the seat map's own CSS (SeatMap.module.css). A
 * release that injects differently fails the build here, so it is noticed.
 */
export function zoomPanPinchWithoutInlineStyles(): Plugin {
  return {
    name: 'carcajada:zoom-pan-pinch-without-inline-styles',
    transform(code, id) {
      if (!LIBRARY.test(id)) return null;
      if (!code.includes(INJECTION))
        this.error(
          'react-zoom-pan-pinch no longer injects its styles as expected: check build/zoom-pan-pinch-styles.ts',
        );
      return { code: code.replace(INJECTION, ''), map: null };
    },
  };
}
