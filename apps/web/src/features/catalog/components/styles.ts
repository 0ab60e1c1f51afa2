/** The catalogue's own looks (the shared button looks are in components/ui/action-styles.ts). */
export const filterTriggerClass =
  "inline-flex items-center gap-1 rounded-full bg-surface px-4 py-2 font-medium text-fg ring-1 ring-border hover:bg-primary/10 aria-expanded:bg-primary/15";
