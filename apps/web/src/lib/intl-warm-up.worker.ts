// Started by main.tsx. A page's first Intl formatter makes the browser load its locale and time
// zone data: 35-140 ms of main thread here, more on a phone. That data belongs to the renderer
// process, shared by its threads, so loading it in this worker first leaves the page's own
// formatters cheap (docs/decisions/022-first-render-work.md).
import { SHOP_TIME_ZONE } from "@hogar/shared/delivery";
import { LOCALES } from "@hogar/shared/locale";

const shopClock = { timeZone: SHOP_TIME_ZONE, dateStyle: "short", timeStyle: "short" } as const;
new Intl.DateTimeFormat("en-CA", shopClock).format(0);
for (const locale of LOCALES) new Intl.PluralRules(locale).select(1);
self.close();
