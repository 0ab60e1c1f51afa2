import type { AuditEntry } from "@hogar/shared";
import { CATEGORY_TITLES } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { ORDER_STATUS_LABELS } from "@hogar/shared/order-lifecycle";
import type { storedReturnLine } from "@hogar/shared/order-rules";
import { COLOUR_LABELS, MATERIAL_LABELS } from "@hogar/shared/product-facts-lists";
import { formatWeight } from "@hogar/shared/product-facts-rules";
import { cancellationReasonName } from "@hogar/shared/sat-catalogs";
import { shopDate, shopDateTime } from "@hogar/shared/shop-dates";
import { DataTable } from "./data-table.tsx";
import { type NamedLines, returnedLineText } from "./returned-line.ts";
import { SidewaysBox } from "./sideways-hint.tsx";
import { cellClass, readableColumn } from "./styles.ts";

const LONGEST_VALUE = 120;
/** Fields the server keeps in centavos (docs/product.md 22), shown as money. */
const MONEY_FIELDS = new Set(["price", "refunded", "subtotal", "shipping", "total", "amount", "minSubtotal"]);
/** The actions the server records (audit.repository.ts), in the reader's language; English shows the code. */
const ACTIONS: Record<string, () => string> = {
  create: m.back_office_audit_action_create,
  update: m.back_office_audit_action_update,
  archive: m.back_office_audit_action_archive,
  restore: m.back_office_audit_action_restore,
  ship: m.back_office_audit_action_ship,
  deliver: m.back_office_audit_action_deliver,
  cancel: m.back_office_audit_action_cancel,
  "approve-return": m.back_office_audit_action_approve_return,
  "refuse-return": m.back_office_audit_action_refuse_return,
  refund: m.back_office_audit_action_refund,
  "cancel-invoice": m.back_office_audit_action_cancel_invoice,
  disable: m.back_office_audit_action_disable,
};

/**
 * The fields the server records of orders and products (order-lifecycle.service.ts,
 * product-audit.ts), named as their forms and panels name them; any other by its key.
 */
const FIELDS: Record<string, () => string> = {
  status: m.back_office_audit_field_status,
  carrier: m.back_office_delivery_carrier,
  trackingNumber: m.back_office_delivery_tracking,
  shippedAt: m.back_office_delivery_shipped,
  deliveredAt: m.back_office_delivery_delivered,
  refunded: m.back_office_audit_field_refunded,
  note: m.back_office_note_label,
  returnedLines: m.back_office_audit_field_returned,
  name: m.back_office_field_name,
  description: m.back_office_field_description,
  price: m.back_office_field_price,
  category: m.back_office_field_category,
  stock: m.back_office_field_stock,
  archived: m.back_office_audit_field_archived,
  images: m.back_office_field_images,
  optionNames: m.back_office_audit_field_options,
  variants: m.back_office_audit_field_variants,
  widthCm: m.facts_field_width,
  depthCm: m.facts_field_depth,
  heightCm: m.facts_field_height,
  weightGrams: m.facts_weight,
  materials: m.facts_materials,
  colour: m.facts_colour,
  assemblyRequired: m.facts_assembly,
  // An invoice cancelled (invoices.service.ts), as the order's invoice panel names them.
  invoice: m.back_office_invoice_serie_folio,
  uuid: m.back_office_invoice_uuid,
  reason: m.back_office_invoice_cancellation_reason,
  replacementUuid: m.back_office_invoice_replaced_by,
  // A promotion code (promotions.service.ts), as its form names them.
  code: m.promotions_admin_code,
  kind: m.promotions_admin_value,
  percent: m.promotions_admin_percent,
  amount: m.promotions_admin_amount,
  minSubtotal: m.promotions_admin_min_subtotal,
  startsAt: m.promotions_admin_starts,
  endsAt: m.promotions_admin_ends,
  maxUses: m.promotions_admin_max_uses,
  maxUsesPerShopper: m.promotions_admin_max_uses_per_shopper,
  uses: m.promotions_admin_uses,
  categories: m.promotions_admin_categories,
  disabledAt: m.promotions_admin_status_disabled,
};

const FIELD_ORDER = Object.keys(FIELDS);
/** A field's place in FIELDS; any other after them, in the order given (the sort is stable). */
const fieldRank = (key: string): number => {
  const rank = FIELD_ORDER.indexOf(key);
  return rank === -1 ? FIELD_ORDER.length : rank;
};

/** A promotion code's kind, as its form offers it. */
const PROMOTION_KINDS: Record<string, () => string> = {
  percent: m.promotions_admin_kind_percent,
  fixed: m.promotions_admin_kind_fixed,
};

/** An invoice's status, which the invoice's cancellation records ("active" is no order's). */
const INVOICE_STATUSES: Record<string, () => string> = {
  stamping: m.back_office_invoice_status_stamping,
  active: m.back_office_invoice_status_active,
  cancelled: m.back_office_invoice_status_cancelled,
};

/** What an entry's values are read with besides themselves. */
interface Reading {
  action?: string;
  timeZone: string;
  lines: NamedLines;
}

/** What `words` says for `key`, in the reader's language; null when it has nothing for it. */
function wordsFor(words: Record<string, () => string>, key: string): string | null {
  return Object.hasOwn(words, key) ? (words[key]?.() ?? null) : null;
}

/** A recorded value that is one of a known set (a status, a room, a SAT reason), in words; null otherwise. */
function knownWords(value: unknown, key: string, action?: string): string | null {
  if (key === "assemblyRequired" && typeof value === "boolean")
    return value ? m.facts_assembly_needed() : m.facts_assembly_ready();
  if (typeof value === "boolean") return value ? m.back_office_audit_yes() : m.back_office_audit_no();
  if (typeof value !== "string") return null;
  if (key === "status")
    return wordsFor(action === "cancel-invoice" ? INVOICE_STATUSES : ORDER_STATUS_LABELS, value);
  if (key === "reason" && action === "cancel-invoice") {
    const name = cancellationReasonName(value);
    return name ? `${value} ${name}` : null;
  }
  if (key === "kind") return wordsFor(PROMOTION_KINDS, value);
  if (key === "colour") return wordsFor(COLOUR_LABELS, value);
  return key === "category" ? wordsFor(CATEGORY_TITLES, value) : null;
}

/** A time as the server writes it (ISO 8601 in UTC): shown in the shop's zone (docs/product.md 81). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * "1 × Oak chair (Grey), 2 × Vase": the lines an approved return sent back (recorded by id), by
 * name, as the order's page lists them.
 */
function returnedLinesText(value: unknown, lines: NamedLines): string | null {
  if (!Array.isArray(value)) return null;
  return (
    value
      // As the server records them (storedReturnLine).
      .map((returned: ReturnType<typeof storedReturnLine>) => returnedLineText(returned, lines))
      .join(", ")
  );
}

function show(value: unknown, key: string, { action, timeZone, lines }: Reading): string {
  if (value === undefined || value === null) return m.back_office_audit_none();
  const words = knownWords(value, key, action);
  if (words) return words;
  if (key === "returnedLines") return returnedLinesText(value, lines) ?? JSON.stringify(value);
  // A product's image keys, cut at 120 characters, said nothing: how many it has says enough.
  if (key === "images" && Array.isArray(value)) return m.back_office_audit_images({ count: value.length });
  // A code's rooms: "Kitchen, Bathroom".
  if (key === "categories" && Array.isArray(value))
    return value.map((room) => wordsFor(CATEGORY_TITLES, String(room)) ?? String(room)).join(", ");
  // A product's materials by name, and its weight in kilograms, as its page says them.
  if (key === "materials" && Array.isArray(value))
    return value.length > 0
      ? value.map((material) => wordsFor(MATERIAL_LABELS, String(material)) ?? String(material)).join(", ")
      : m.back_office_audit_none();
  if (key === "weightGrams" && typeof value === "number") return formatWeight(value);
  // A product's option names, as the form takes them: "Fabric, Size".
  if (key === "optionNames" && Array.isArray(value))
    return value.length > 0 ? value.join(", ") : m.back_office_audit_none();
  if (MONEY_FIELDS.has(key) && typeof value === "number") return formatMoney(value);
  // A code's first and last day, as its form takes them: it ends at the start of the day after.
  if (key === "startsAt" && typeof value === "string") return shopDate(value, timeZone);
  if (key === "endsAt" && typeof value === "string")
    return shopDate(new Date(new Date(value).getTime() - 1), timeZone);
  if (typeof value === "string" && INSTANT.test(value)) return shopDateTime(value, timeZone);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}

/** An action the shop knows in words; any other as the server wrote it. */
function actionText(action: string): string {
  return wordsFor(ACTIONS, action) ?? action;
}

function fieldsOf(record: unknown): Record<string, unknown> {
  return typeof record === "object" && record !== null && !Array.isArray(record)
    ? (record as Record<string, unknown>)
    : {};
}

/** A variant as the server records it (product-audit.ts). */
interface RecordedVariant {
  /** Recorded since 2026-11-30: a variant whose SKU changed is still the same variant. */
  id?: string;
  sku: string;
  options: string[];
  price: number;
  stock: number;
  archived: boolean;
  images?: string[];
}

function recordedVariants(value: unknown): Map<string, RecordedVariant> {
  const list = Array.isArray(value) ? (value as RecordedVariant[]) : [];
  return new Map(list.map((variant) => [variant.id ?? variant.sku, variant]));
}

/** "Sage boucle · Two seats, $10,499.00 MXN, stock 0, archived". */
function variantText(variant: RecordedVariant | undefined): string {
  if (!variant) return m.back_office_audit_none();
  return [
    variant.options.join(" · "),
    formatMoney(variant.price),
    `${m.back_office_field_stock()} ${variant.stock}`,
    variant.archived ? m.back_office_audit_variant_archived() : null,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * Each variant that changed, by its SKU (both, when that changed), in words: the whole list as JSON
 * was cut at its first 120 characters, before and after alike, so what changed did not show.
 */
function variantChanges(before: unknown, after: unknown): string[] {
  const wasList = recordedVariants(before);
  const nowList = recordedVariants(after);
  return [...new Set([...wasList.keys(), ...nowList.keys()])].flatMap((key) => {
    const [old, current] = [wasList.get(key), nowList.get(key)];
    if (JSON.stringify(old) === JSON.stringify(current)) return [];
    const renamed = old && current && old.sku !== current.sku;
    const field = m.back_office_audit_variant({
      sku: renamed ? `${old.sku} → ${current.sku}` : (current?.sku ?? old?.sku ?? ""),
    });
    if (!old) return [`${field}: ${variantText(current)}`];
    const [was, now] = [variantText(old), variantText(current)];
    // Its pictures are not in the words: said on their own, beside any other change.
    const pictures = JSON.stringify(old.images) !== JSON.stringify(current?.images);
    const said = [
      was === now ? null : `${was} → ${now}`,
      pictures ? m.back_office_audit_variant_pictures() : null,
    ]
      .filter(Boolean)
      .join("; ");
    return [said ? `${field}: ${said}` : field];
  });
}

/** Two lists as long as each other: images replaced or reordered, not added or taken away. */
const sameLength = (a: unknown, b: unknown) => Array.isArray(a) && Array.isArray(b) && a.length === b.length;

/** The fields that differ between the record before and after the action, as "field: before → after". */
export function changesOf(
  entry: Pick<AuditEntry, "before" | "after"> & { action?: string },
  timeZone: string,
  lines: NamedLines = [],
): string[] {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  // In FIELDS' order, as the forms and panels list them: the server's JSON keeps keys its own way
  // (PostgreSQL's jsonb puts shorter keys first, which split width, depth and height).
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(
    (a, b) => fieldRank(a) - fieldRank(b),
  );
  const reading = { action: entry.action, timeZone, lines };
  return keys.flatMap((key) => {
    // Absent before and empty after (no replacing invoice) is no change.
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) return [];
    if (key === "variants") return variantChanges(before[key], after[key]);
    if (key === "images" && sameLength(before[key], after[key]))
      return [`${m.back_office_field_images()}: ${m.back_office_audit_images_changed()}`];
    const change = (value: unknown) => show(value, key, reading);
    const field = wordsFor(FIELDS, key) ?? key;
    if (entry.before === null || entry.before === undefined) return [`${field}: ${change(after[key])}`];
    return [`${field}: ${change(before[key])} → ${change(after[key])}`];
  });
}

/**
 * Who did what and when to this order or product, newest as the server gives them (docs/product.md
 * 78); an order's `lines` name what its return sent back.
 */
export function AuditLog({
  entries,
  timeZone,
  lines,
}: {
  entries: AuditEntry[];
  timeZone: string;
  lines?: NamedLines;
}) {
  return (
    <SidewaysBox label={m.back_office_audit_caption()} className="rounded-xl bg-surface p-4 shadow-sm">
      <DataTable
        caption={m.back_office_audit_caption()}
        columns={[
          { label: m.back_office_audit_when() },
          { label: m.back_office_audit_who() },
          { label: m.back_office_audit_what() },
          { label: m.back_office_audit_changes() },
        ]}
      >
        {entries.length === 0 ? (
          <tr>
            <td colSpan={4} className={`${cellClass} text-muted`}>
              {m.back_office_audit_empty()}
            </td>
          </tr>
        ) : (
          entries.map((entry, index) => {
            const changes = changesOf(entry, timeZone, lines);
            return (
              // Entries have no id; their order is fixed by the server.
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders
              <tr key={index}>
                <td className={`${cellClass} whitespace-nowrap`}>{shopDateTime(entry.at, timeZone)}</td>
                <td className={cellClass}>
                  <span className={readableColumn("min-w-52")}>{entry.actorEmail}</span>
                </td>
                <td className={cellClass}>{actionText(entry.action)}</td>
                <td className={`${cellClass} text-sm`}>
                  {changes.length === 0 ? (
                    <span className="text-muted">{m.back_office_audit_no_change()}</span>
                  ) : (
                    <ul className={`space-y-0.5 ${readableColumn("min-w-60")}`}>
                      {changes.map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })
        )}
      </DataTable>
    </SidewaysBox>
  );
}
