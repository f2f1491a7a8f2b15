import { EQUIPMENT_TYPE_LABELS, type Equipment, equipmentQrUrl } from "@rollcall/shared/equipment";
import { escapeHtml } from "@rollcall/shared/html";
import { ApiError } from "@/lib/api";

/**
 * Prints the item's label (QR code, name, type, serial number) on its own, through a hidden frame, so the
 * page around it is not printed. The QR code is the server's SVG, drawn inline so it is ready at once.
 */
export async function printLabel(item: Pick<Equipment, "id" | "name" | "type" | "model" | "serialNumber">) {
  const res = await fetch(equipmentQrUrl(item.id), { credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text(), null);
  const svg = await res.text();
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(item.name)}</title><style>
@page { size: 4in 2in; margin: 0; }
html, body { margin: 0; font-family: Helvetica, Arial, sans-serif; color: #111827; }
.label { box-sizing: border-box; width: 4in; height: 2in; padding: 0.14in; display: flex; gap: 0.12in; align-items: center; }
.label svg { width: 1.72in; height: 1.72in; flex: none; }
.name { font-size: 15pt; font-weight: 700; line-height: 1.15; margin: 0 0 4pt; }
.meta { font-size: 9pt; margin: 0 0 2pt; }
.muted { color: #5b6475; }
</style></head><body><div class="label">${svg}<div>
<p class="name">${escapeHtml(item.name)}</p>
<p class="meta">${escapeHtml(EQUIPMENT_TYPE_LABELS[item.type])}</p>
${item.model ? `<p class="meta muted">${escapeHtml(item.model)}</p>` : ""}
<p class="meta"><strong>S/N:</strong> ${escapeHtml(item.serialNumber ?? "Not recorded")}</p>
</div></div></body></html>`;

  const frame = document.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: "fixed",
    right: "0",
    bottom: "0",
    width: "0",
    height: "0",
    border: "0",
  });
  const loaded = new Promise<void>((resolve) =>
    frame.addEventListener("load", () => resolve(), { once: true }),
  );
  frame.srcdoc = html;
  document.body.append(frame);
  await loaded;
  const view = frame.contentWindow;
  if (!view) {
    frame.remove();
    throw new Error("The label could not be prepared for printing.");
  }
  view.addEventListener("afterprint", () => frame.remove(), { once: true });
  view.focus();
  view.print();
  // Browsers that print without blocking or never fire afterprint still drop the frame eventually.
  setTimeout(() => frame.remove(), 60_000);
}
