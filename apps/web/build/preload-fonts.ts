import type { Plugin } from "vite";

// The weights the first screen of every page sets text in (body, medium labels, semibold headings).
const FIRST_SCREEN_FONTS = /poppins-latin-(400|500|600)-normal-[\w-]+\.woff2$/;

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
