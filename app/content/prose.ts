/** Typography for rendered Markdown (no typography plugin: arbitrary variants keep it in one string). */
export const prose = [
  "max-w-none text-slate-800 leading-relaxed",
  "[&_h1]:mt-8 [&_h1]:text-3xl [&_h1]:font-bold",
  "[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold",
  "[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-4 [&_h4]:font-semibold",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  "[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 [&_code]:font-mono [&_code]:text-sm",
  "[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded",
  "[&_table]:mt-4 [&_table]:w-full [&_th]:border [&_th]:border-slate-300 [&_th]:p-2 [&_td]:border [&_td]:border-slate-300 [&_td]:p-2",
  "[&_hr]:my-8",
].join(" ");
