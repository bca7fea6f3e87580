import { expect, test } from "./support/fixtures";

test("home shows the hero", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Build your Career of Impact" })).toBeVisible();
});
