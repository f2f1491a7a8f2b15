import { expect, test } from "@playwright/test";
import { LEAVE_LEDGER_KIND_LABELS } from "@rollcall/shared/leave";
import { formatDayRange, formatPayDay, formatSignedHours, PAY_MESSAGES } from "@rollcall/shared/pay";
import {
  dayFromToday,
  expectAccessible,
  expectNoHorizontalScroll,
  memberOf,
  openLeaveTab,
  registerAgency,
  sameOrigin,
  signIn,
  uniqueEmail,
} from "./support";

/**
 * An agency of its own (a new agency's trial has every feature), so its accruals touch no other test's
 * balances. Pay periods every two weeks from 28 days ago: two periods have ended (they end 15 days and 1 day
 * ago) and the current one started today. The member was hired six years ago, so the 5-year tier's 6 h applies
 * to both; the admin has no hire date, so counts from joining today, and earns nothing from periods already begun.
 */
test("an admin sets pay periods and a vacation rule and runs accruals; a member sees the ledger and the projected balance on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const registered = await registerAgency(page, {
    headers: sameOrigin,
    data: {
      email: uniqueEmail("pay.admin"),
      password: "pay admin password 1",
      firstName: "Rhea",
      lastName: "Lang",
      agencyName: "Pine Hollow Fire",
      agencyType: "fire",
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const member = await memberOf(page);

  const firstDay = dayFromToday(-28).iso;
  const today = dayFromToday(0).iso;
  const currentEnd = dayFromToday(13).iso;
  const hired = dayFromToday(-6 * 366).iso;

  // Settings → Pay Periods: nothing set yet; an untouched form says what it needs.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const periods = page.getByRole("region", { name: "Pay Periods" });
  await expect(periods.getByText(PAY_MESSAGES.notSet)).toBeVisible();
  await periods.getByRole("button", { name: "Save Pay Periods" }).click();
  await expect(periods.getByText(PAY_MESSAGES.kind, { exact: true })).toBeVisible();
  await expect(periods.getByText(PAY_MESSAGES.firstDay, { exact: true })).toBeVisible();
  await periods.getByLabel("Pay period", { exact: true }).selectOption("biweekly");
  await periods.getByLabel("First day", { exact: true }).fill(firstDay);
  await periods.getByRole("button", { name: "Save Pay Periods" }).click();
  await expect(page.getByText(PAY_MESSAGES.settingsSaved, { exact: true })).toBeVisible();
  await expect(periods).toContainText(`This pay period: ${formatDayRange(today, currentEnd)}`);
  await expectAccessible(page);

  // Payroll Details: the member's employee number and hire date.
  const details = page.getByRole("region", { name: "Payroll Details" });
  await details.getByRole("button", { name: "Edit payroll details of Casey Lund" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Payroll Details" });
  await edit.getByLabel("Employee number (optional)").fill("E-1042");
  await edit.getByLabel("Hire date (optional)").fill(hired);
  await expectAccessible(page);
  await edit.getByRole("button", { name: "Save Details" }).click();
  await expect(page.getByText("Payroll details saved", { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  const caseyRow = details.getByRole("row", { name: /Casey Lund/ });
  await expect(caseyRow).toContainText("E-1042");
  await expect(caseyRow).toContainText(formatPayDay(hired));

  // Leave Accrual: none yet; a vacation rule with a 5-year tier and a cap, the tiers checked before sending.
  const accrual = page.getByRole("region", { name: "Leave Accrual" });
  await expect(accrual.getByText(PAY_MESSAGES.noRules)).toBeVisible();
  await accrual.getByRole("button", { name: "Add Rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Accrual Rule" });
  await dialog.getByLabel("Leave type").selectOption("vacation");
  await expect(dialog.getByLabel("Accrues", { exact: true })).toHaveValue("per_pay_period");
  await expect(dialog.getByLabel("Tier 1: from years of service")).toHaveValue("0");
  await dialog.getByLabel("Tier 1: hours each pay period").fill("4");
  await dialog.getByRole("button", { name: "Add Tier" }).click();
  await dialog.getByLabel("Tier 2: from years of service").fill("0");
  await dialog.getByLabel("Tier 2: hours each pay period").fill("6");
  await dialog.getByLabel("Cap (hours, optional)").fill("100");
  await dialog.getByRole("button", { name: "Save Rule" }).click();
  await expect(dialog.getByText(PAY_MESSAGES.tiersAscending, { exact: true })).toBeVisible();
  await dialog.getByLabel("Tier 2: from years of service").fill("5");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save Rule" }).click();
  await expect(page.getByText(PAY_MESSAGES.ruleSaved, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const rule = accrual.getByRole("article", { name: "Vacation accrual" });
  await expect(rule).toContainText("4 h each pay period");
  await expect(rule).toContainText("6 h from 5 years");
  await expect(rule).toContainText("100 h");
  await expect(rule).toContainText("Everything carries over");

  // Run Accruals Now: the member's two ended periods (unless the server's hourly job, which first runs shortly
  // after start, got there first: then they are in already); a second run adds nothing either way. The ledger
  // below shows exactly the two.
  await accrual.getByRole("button", { name: "Run Accruals Now" }).click();
  await expect(
    page.getByText(new RegExp(`^(${PAY_MESSAGES.accrualsRun(2)}|${PAY_MESSAGES.accrualsRun(0)})$`)),
  ).toBeVisible();
  await accrual.getByRole("button", { name: "Run Accruals Now" }).click();
  await expect(page.getByText(PAY_MESSAGES.accrualsRun(0), { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The admin opens the member's ledger from the balances, on a desktop: a table.
  await openLeaveTab(page);
  await page.getByRole("button", { name: "Ledger of Casey Lund" }).click();
  const adminLedger = page.getByRole("dialog", { name: "Leave Ledger" });
  const table = adminLedger.getByRole("table", { name: "Leave ledger" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").nth(1)).toContainText(formatPayDay(dayFromToday(-1).iso));
  await expect(table.getByRole("row").nth(1)).toContainText(formatSignedHours(6));
  await expect(table.getByRole("row").nth(1)).toContainText("12 h");
  await expect(table.getByRole("row").nth(2)).toContainText(formatPayDay(dayFromToday(-15).iso));
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  // The member, on a phone: 12 h of vacation, and the ledger as cards, newest first.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(phone, member.email, member.password);
  await openLeaveTab(phone);
  await expect(phone.getByRole("region", { name: "My Balances" })).toContainText("12 h");
  await phone.getByRole("button", { name: "View Ledger" }).click();
  const ledger = phone.getByRole("dialog", { name: "Leave Ledger" });
  const entries = ledger.getByRole("list", { name: "Leave ledger" }).getByRole("article");
  await expect(entries).toHaveCount(2);
  const accrualLabel = LEAVE_LEDGER_KIND_LABELS.accrual;
  await expect(entries.first()).toHaveAccessibleName(
    `${formatPayDay(dayFromToday(-1).iso)}: ${accrualLabel}, Vacation, ${formatSignedHours(6)}`,
  );
  await expect(entries.first()).toContainText("(tier from 5 years)");
  await expect(entries.first()).toContainText("12 h");
  await expect(entries.nth(1)).toHaveAccessibleName(
    `${formatPayDay(dayFromToday(-15).iso)}: ${accrualLabel}, Vacation, ${formatSignedHours(6)}`,
  );
  await expect(entries.nth(1)).toContainText("6 h");
  // Filtered to a type nothing accrues: the empty state.
  await ledger.getByLabel("Leave type").selectOption("sick");
  await expect(ledger.getByText("No changes to this balance yet")).toBeVisible();
  await ledger.getByLabel("Leave type").selectOption("all");
  await expect(entries).toHaveCount(2);
  await expectAccessible(phone);
  await expectNoHorizontalScroll(phone);
  await phone.keyboard.press("Escape");
  await expect(ledger).toBeHidden();

  // Request Leave: the vacation balance on the first day chosen, with what accrues until then (periods ending
  // in 13 and 27 days: +12 h).
  const start = dayFromToday(30);
  await phone.getByRole("button", { name: "Request Leave" }).click();
  const request = phone.getByRole("dialog", { name: "Request Leave" });
  await request.getByLabel("Type").selectOption("vacation");
  await request.getByLabel("First day").fill(start.iso);
  await expect(request.getByTestId("projected-balance")).toHaveText(
    `Vacation on ${start.shown}: 24 h projected (12 h now, +12 h accruing)`,
  );
  // No rule for sick leave: just the balance.
  await request.getByLabel("Type").selectOption("sick");
  await expect(request.getByTestId("projected-balance")).toHaveText(`Sick on ${start.shown}: 0 h`);
  await expectAccessible(phone);
  await expectNoHorizontalScroll(phone);
  await phone.context().close();
});
