import type { Plugin } from "vite";

// The body text's weight, which most of a first screen is set in. The medium and semibold weights
// (labels, headings) were preloaded too until their 17 kB, on a phone's slow link, delayed the
// scripts and pictures of the page: mobile /feed LCP 2.38-2.78 s with the three, 2.27-2.42 s with
// this one alone, CLS 0.017 against 0.018-0.020 (docs/decisions/024).
const FIRST_SCREEN_FONTS = /poppins-latin-400-normal-[\w-]+\.woff2$/;

/**
 * Asks for the first screen's fonts with the page, beside its scripts. Found only through the style
 * sheet, they arrived after the page had rendered in the fallback font, and the text moved when they
 * swapped in (Lighthouse: desktop product page CLS 0.053, "Web font loaded").
 */
export function preloadFonts(): Plugin {
  return {
    name: "hogar-preload-fonts",
    apply: "build",
    transformIndexHtml(_html, context) {
      const fonts = Object.keys(context.bundle ?? {}).filter((file) => FIRST_SCREEN_FONTS.test(file));
      return fonts.map((file) => ({
        tag: "link",
        attrs: { rel: "preload", href: `/${file}`, as: "font", type: "font/woff2", crossorigin: "" },
        injectTo: "head",
      }));
    },
  };
}
