/** The charts' axis (decision 348): a few labels, the first and the last always, never crowded. */
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { axisLabelIndexes, BarChart } from "../../../app/insights/bar-chart";

describe("the chart's axis labels", () => {
  it("labels every few days: the first, the last and evenly spaced ones between, at most five", () => {
    expect(axisLabelIndexes(0)).toEqual([]);
    expect(axisLabelIndexes(3)).toEqual([0, 1, 2]);
    expect(axisLabelIndexes(30)).toEqual([0, 8, 16, 24, 29]);
    expect(axisLabelIndexes(28)).toEqual([0, 7, 14, 21, 27]);
    for (let n = 6; n <= 120; n++) {
      const indexes = axisLabelIndexes(n);
      expect(indexes.length).toBeLessThanOrEqual(5);
      expect(indexes[0]).toBe(0);
      expect(indexes.at(-1)).toBe(n - 1);
    }
  });

  it("writes the labels as HTML under the bars, never as text in the stretched SVG", () => {
    const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`);
    const chart = createElement(BarChart, {
      labels: days,
      axisLabels: days.map((d) => d.slice(5)),
      series: [{ name: "Views", values: days.map((_, i) => i), fill: "fill-brand-600" }],
      children: createElement("p", null, "table"),
    });
    const html = renderToString(chart);
    const svg = html.slice(html.indexOf("<svg"), html.indexOf("</svg>"));
    expect(svg).toContain('preserveAspectRatio="none"');
    expect(svg).not.toContain("<text");
    const axis = html.slice(html.indexOf("data-chart-axis"));
    expect([...axis.matchAll(/<span[^>]*>([^<]+)<\/span>/g)].map((m) => m[1]).slice(0, 5)).toEqual(["11-01", "11-09", "11-17", "11-25", "11-30"]);
  });
});

describe("a chart whose values are all zero", () => {
  it("names no tallest bar (never 'Highest: 1'), and a chart with values names its tallest", () => {
    const chart = (values: number[]) =>
      renderToString(createElement(BarChart, { labels: ["a", "b"], series: [{ name: "Views", values, fill: "fill-brand-600" }], children: null })).replace(/<!-- -->/g, "");
    expect(chart([0, 0])).not.toContain("Highest");
    expect(chart([0, 3])).toContain("Highest: 3");
  });
});
