import { expect, type Page, test } from "@playwright/test";
import {
  dayFromToday,
  demo,
  expectAccessible,
  expectNoHorizontalScroll,
  sameOrigin,
  signIn,
} from "./support";

async function openTraining(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Training" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Training Management" })).toBeVisible();
  await expect(page.getByText("Course assignment and completion tracking")).toBeVisible();
  await expect(page.getByTestId("training-progress")).toHaveText(/^\d+%$/);
}

test("an admin creates a course and assigns it; the firefighter is notified, starts it and completes it", async ({
  page,
}) => {
  const title = `Rope Rescue Awareness ${Date.now().toString(36)}`;
  const due = dayFromToday(3);

  await signIn(page, demo.admin);
  await openTraining(page);
  for (const label of ["Total Courses", "Published", "Completed", "Pending"])
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  // Create New Course: the spec's defaults and messages.
  await page.getByRole("button", { name: "Create Course" }).click();
  const create = page.getByRole("dialog", { name: "Create New Course" });
  await expect(create.getByLabel("Duration (hours)")).toHaveValue("1");
  await expect(create.getByLabel("Max Participants")).toHaveValue("20");
  await expect(create.getByLabel("Difficulty")).toHaveValue("beginner");
  await expect(create.getByLabel("Status")).toHaveValue("draft");
  await expect(create.getByLabel("Instructor")).toHaveValue("none");
  await create.getByRole("button", { name: "Create Course" }).click();
  await expect(create.getByText("Course title is required")).toBeVisible();
  await expect(create.getByText("Description is required")).toBeVisible();
  await expect(create.getByText("Category is required")).toBeVisible();
  // An entry that cannot be read falls back to the default.
  await create.getByLabel("Max Participants").fill("");
  await create.getByLabel("Course Title").fill(title);
  await create
    .getByLabel("Description")
    .fill("Rope systems, anchors and low-angle rescue for first responders.");
  await create.getByLabel("Category").selectOption({ label: "Rescue" });
  await create.getByLabel("Duration (hours)").fill("1.5");
  await create.getByLabel("Instructor").selectOption({ label: "Marcus Hale (Officer)" });
  await create.getByLabel("Status").selectOption("published");
  await expectAccessible(page);
  await create.getByRole("button", { name: "Create Course" }).click();
  await expect(page.getByText("Course created successfully", { exact: true })).toBeVisible();
  await expect(create).toBeHidden();

  // The card in the Courses tab.
  await page.getByRole("tab", { name: "Courses" }).click();
  await page.getByLabel("Search courses").fill(title.toUpperCase());
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Beginner");
  await expect(card).toContainText("Published");
  await expect(card).toContainText("Rescue");
  await expect(card).toContainText("1.5 hours");
  await expect(card).toContainText("20");
  await expect(card).toContainText("Marcus Hale");
  await expectAccessible(page);

  // Assign it from the card's menu.
  await card.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Assign" }).click();
  const assign = page.getByRole("dialog", { name: `Assign Training - ${title}` });
  await expect(assign.getByLabel("Priority")).toHaveValue("medium");
  await assign.getByRole("button", { name: "Assign Training" }).click();
  await expect(assign.getByText("At least one user must be selected")).toBeVisible();
  await expect(assign.getByText("Due date is required")).toBeVisible();
  await assign.getByRole("checkbox", { name: /Jordan Kim/ }).check();
  await assign.getByLabel("Due Date").fill(due.iso);
  await assign.getByLabel("Priority").selectOption("high");
  await assign.getByLabel("Notes").fill("Bring gloves and a helmet.");
  await expectAccessible(page);
  await assign.getByRole("button", { name: "Assign Training" }).click();
  await expect(page.getByText("Training assigned successfully", { exact: true })).toBeVisible();
  await expect(assign).toBeHidden();

  // The Assignments table, and View Details.
  await page.getByRole("tab", { name: "Assignments" }).click();
  await page.getByLabel("Search assignments").fill(title);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Jordan Kim");
  await expect(row).toContainText(due.shown);
  await expect(row).toContainText("High");
  await expect(row).toContainText("Assigned");
  await row.getByRole("button", { name: /^View Details/ }).click();
  const details = page.getByRole("dialog", { name: title });
  await expect(details).toContainText("Bring gloves and a helmet.");
  await expect(details).toContainText("Dana Reyes");
  await expect(details).toContainText("Marcus Hale");
  await expectAccessible(page);
  await details.getByRole("button", { name: "Close" }).first().click();

  // Progress: real figures per category and per member.
  await page.getByRole("tab", { name: "Progress" }).click();
  await expect(page.getByRole("heading", { name: "Completion by Category" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Team Performance" })).toBeVisible();
  await expect(page.getByText("coming soon")).toHaveCount(0);
  const kimRow = page
    .getByRole("table", { name: "Training performance by member" })
    .getByRole("row")
    .filter({ hasText: "Jordan Kim" });
  await expect(kimRow).toBeVisible();
  await expectAccessible(page);

  // The firefighter: the bell, My Training, Start, Complete.
  await page.context().clearCookies();
  await signIn(page, demo.firefighter);
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText(`"${title}" is due ${due.shown}.`)).toBeVisible();
  await expect(panel.getByText("Training assigned").first()).toBeVisible();
  await page.keyboard.press("Escape");

  await openTraining(page);
  const item = page.getByRole("list", { name: "My Training" }).getByRole("listitem", { name: title });
  await expect(item).toContainText("Rescue");
  await expect(item).toContainText("1.5 hours");
  await expect(item).toContainText(`Due ${due.shown}`);
  await expect(item).toContainText("High");
  await expect(page.getByRole("button", { name: "Create Course" })).toHaveCount(0);
  await expectAccessible(page);

  await item.getByRole("button", { name: `Start ${title}` }).click();
  await expect(page.getByText("Training started", { exact: true })).toBeVisible();
  await expect(item).toContainText("In Progress");
  await item.getByRole("button", { name: `Complete ${title}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Mark training as completed?" });
  await expectAccessible(page);
  // A score and notes go with the completion; the score is a whole percent.
  await confirm.getByLabel("Score (%)").fill("150");
  await confirm.getByRole("button", { name: "Mark as Completed" }).click();
  await expect(confirm.getByText("Score must be a whole number from 0 to 100")).toBeVisible();
  await confirm.getByLabel("Score (%)").fill("88");
  await confirm.getByLabel("Completion Notes").fill("Tied a bowline and a figure eight on a bight.");
  await confirm.getByRole("button", { name: "Mark as Completed" }).click();
  await expect(page.getByText("Training completed", { exact: true })).toBeVisible();
  await expect(item).toContainText("Completed");
  await expect(item.getByRole("button", { name: /Start|Complete/ })).toHaveCount(0);

  // Their own assignments only, the completed one shown as such.
  await page.getByRole("tab", { name: "Assignments" }).click();
  await expect(page.getByText("These are your own assignments.", { exact: false })).toBeVisible();
  const mine = page.getByRole("row").filter({ hasText: title });
  await expect(mine).toContainText("Completed");
  await mine.getByRole("button", { name: /View Details/ }).click();
  const completedDetails = page.getByRole("dialog", { name: title });
  await expect(completedDetails).toContainText("88%");
  await expect(completedDetails).toContainText("Tied a bowline and a figure eight on a bight.");
  await completedDetails.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByRole("row").filter({ hasText: "Priya Patel" })).toHaveCount(0);
  await expectAccessible(page);
});

test("an admin deletes a course after the spec's confirmation", async ({ page }) => {
  const title = `Obsolete Drill ${Date.now().toString(36)}`;
  await signIn(page, demo.admin);
  const res = await page.request.post("/api/training/courses", {
    headers: sameOrigin,
    data: { title, description: "No longer taught.", category: "other", duration: 1 },
  });
  expect(res.status()).toBe(201);
  await openTraining(page);
  await page.getByRole("tab", { name: "Courses" }).click();
  await page.getByLabel("Search courses").fill(title);
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("No instructor assigned");
  await card.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Course" });
  await expect(confirm).toContainText(
    "Are you sure you want to delete this course? This action cannot be undone.",
  );
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Course deleted successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("No courses found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every tab fits the screen", async ({ page }) => {
    await signIn(page, demo.admin);
    await page.goto("/training");
    await expect(page.getByRole("heading", { level: 1, name: "Training Management" })).toBeVisible();
    await expect(page.getByTestId("training-progress")).toBeVisible();
    await expectNoHorizontalScroll(page);
    for (const tab of ["Courses", "Assignments", "Progress"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      if (tab === "Progress") await expect(page.getByRole("heading", { name: "By member" })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await expectAccessible(page);
  });
});
